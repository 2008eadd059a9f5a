//! Minimax Lab, the web app: its components, mounted by `main.rs` and by the
//! browser tests in `tests/`. Dependencies point one way: `app` uses the
//! components, which may use the hooks; both use `state`, which uses the
//! core; `strings`, then `lesson`, `progress`, `shared` and `export` sit
//! beneath all of them (`LAYERS` in `tests/tidy.rs` keeps it so).
#![deny(missing_docs)]

pub mod app;
pub mod components;
pub mod export;
pub mod hooks;
pub mod lab;
pub mod language;
pub mod lesson;
pub mod limits;
pub mod notice;
pub mod progress;
pub mod shared;
pub mod state;
pub mod strings;
pub mod worker;

pub use app::App;
