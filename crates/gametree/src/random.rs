//! Random trees.
