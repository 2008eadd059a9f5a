//! The JSON form of a tree.
