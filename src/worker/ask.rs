//! The page's side of its worker: started once the first tree is drawn
//! ([`start`]), asked for a file and awaited ([`made`]). Each request has a
//! bridge of its own (a fork of the first), so that answers go to whoever
//! asked; the first stays, and keeps the worker alive.

use crate::worker::job::{MakeFile, Request};
use futures::future::{select, Either};
use gloo_timers::future::TimeoutFuture;
use gloo_worker::oneshot::OneshotBridge;
use gloo_worker::Spawnable;
use std::cell::{Cell, RefCell};
use std::pin::pin;

/// The worker's script, beside the page (Trunk writes it as `worker.js`,
/// its wasm as `worker_bg.wasm`, unhashed, from `src/bin/worker.rs`).
const SCRIPT: &str = "./worker.js";

/// How long a request waits for a worker that has never answered, in
/// milliseconds: loading and compiling its module takes a slow phone on a
/// crowded network a few seconds. Past this the worker is taken not to
/// have loaded (a server without its files, or offline before they were
/// kept); once it has answered, a request waits as long as its file takes.
const PATIENCE_MS: u32 = 10_000;

thread_local! {
    /// The bridge to the worker, once started.
    static BRIDGE: RefCell<Option<OneshotBridge<MakeFile>>> = const { RefCell::new(None) };
    /// Whether the worker has answered a request: it has loaded.
    static ANSWERED: Cell<bool> = const { Cell::new(false) };
}

/// Why no file came.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Unmade {
    /// The worker did not answer: it did not load.
    NoWorker,
    /// The worker could not make the file asked for.
    Refused,
}

/// Starts the worker, if it is not running yet: its script and wasm
/// load in the background.
pub fn start() {
    bridge();
}

/// A bridge of its own to the worker, which is started first if need be.
fn bridge() -> OneshotBridge<MakeFile> {
    BRIDGE.with(|bridge| {
        bridge
            .borrow_mut()
            .get_or_insert_with(|| MakeFile::spawner().spawn(SCRIPT))
            .fork()
    })
}

/// The file `request` asks for, made by the worker.
pub async fn made(request: Request) -> Result<Vec<u8>, Unmade> {
    let mut bridge = bridge();
    let answer = if ANSWERED.get() {
        Some(bridge.run(request).await)
    } else {
        let answer = pin!(bridge.run(request));
        match select(answer, TimeoutFuture::new(PATIENCE_MS)).await {
            Either::Left((answer, _)) => Some(answer),
            Either::Right(_) => None,
        }
    };
    let answer = answer.ok_or(Unmade::NoWorker)?;
    ANSWERED.set(true);
    answer.ok_or(Unmade::Refused)
}
