//! Tidy tree layout.
