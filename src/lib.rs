//! Minimax Lab, the web app: its components, mounted by `main.rs` and by the
//! browser tests in `tests/`.
#![warn(missing_docs)]

pub mod app;
pub mod components;
pub mod export;
pub mod hooks;
pub mod lesson;
pub mod practice;
pub mod progress;
pub mod state;
pub mod strings;

pub use app::App;
