//! Minimax Lab, the web app: its components, mounted by `main.rs` and by the
//! browser tests in `tests/`. Dependencies point one way: `app` uses the
//! components and hooks, which use `state`, which uses the core; `lesson`,
//! `progress`, `shared` and `strings` sit beneath all of them.
#![deny(missing_docs)]

pub mod app;
pub mod components;
pub mod export;
pub mod hooks;
pub mod lab;
pub mod lesson;
pub mod progress;
pub mod shared;
pub mod state;
pub mod strings;

pub use app::App;
