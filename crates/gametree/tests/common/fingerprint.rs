//! A fingerprint of a trace, so that the same search natively and in wasm
//! is checked step for step against one number written in both tests.

use gametree::Trace;

/// FNV-1a over the trace's steps as Rust writes them: every node, phase
/// and reward (floating-point numbers in their shortest exact form).
pub fn fingerprint(trace: &Trace) -> u64 {
    format!("{:?}", trace.steps)
        .bytes()
        .fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
        })
}
