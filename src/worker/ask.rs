//! The page's side of its worker: started once the first tree is drawn
//! ([`start`]), asked for a file and awaited ([`ask`]). Each request has a
//! bridge of its own (a fork of the first), so that answers go to whoever
//! asked; the first stays, and keeps the worker alive.

use crate::worker::job::{Exports, Request};
use gloo_worker::oneshot::OneshotBridge;
use gloo_worker::Spawnable;
use std::cell::RefCell;

/// The worker's script, beside the page (Trunk writes it as `worker.js`,
/// its wasm as `worker_bg.wasm`, unhashed, from `src/bin/worker.rs`).
const SCRIPT: &str = "./worker.js";

thread_local! {
    /// The bridge to the worker, once started.
    static BRIDGE: RefCell<Option<OneshotBridge<Exports>>> = const { RefCell::new(None) };
}

/// Starts the worker, if it is not running yet: its script and wasm
/// load in the background.
pub fn start() {
    bridge();
}

/// A bridge of its own to the worker, which is started first if need be.
fn bridge() -> OneshotBridge<Exports> {
    BRIDGE.with(|bridge| {
        bridge
            .borrow_mut()
            .get_or_insert_with(|| Exports::spawner().spawn(SCRIPT))
            .fork()
    })
}

/// The file `request` asks for, made by the worker (`None`: it could not
/// be made).
pub async fn ask(request: Request) -> Option<String> {
    bridge().run(request).await
}
