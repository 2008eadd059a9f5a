//! The page's worker: a second thread, built from this crate
//! (`src/bin/worker.rs`) and loaded after the first tree is drawn, which
//! makes what needs much code and is asked for seldom: a search's LaTeX,
//! the worksheet to print and question banks. Their code is then no part of a first
//! visit, and making them never holds up the page. `job` is what crosses
//! and what the worker does with it; `ask` is the page's side.

pub mod ask;
pub mod job;
