//! What the native and the wasm tests of Monte Carlo tree search share, so
//! that the same search is checked against the same answers on both: a
//! fingerprint of a trace, and trees on which the platform's own logarithm
//! would select differently.

use gametree::options::{Expansion, FinalMove, MonteCarlo};
use gametree::{Algorithm, Options, Trace};

/// FNV-1a over the trace's steps as Rust writes them: every node, phase
/// and reward (floating-point numbers in their shortest exact form).
pub fn fingerprint(trace: &Trace) -> u64 {
    format!("{:?}", trace.steps)
        .bytes()
        .fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
        })
}

/// Monte Carlo tree search with `iterations`, `seed` and C = `exploration`.
pub fn options(iterations: u32, seed: u64, exploration: f64) -> Options {
    Options {
        monte_carlo: MonteCarlo {
            iterations,
            seed,
            exploration,
            ..MonteCarlo::default()
        },
        ..Options::new(Algorithm::MonteCarlo)
    }
}

/// Trees where the platform's own logarithm would choose differently from
/// libm's (glibc's ln 3 differs in its last bit): each a tree, its
/// iterations, seed and C, and the visits of the root's children.
pub const LOGARITHM_CASES: [(&str, u32, u64, f64, [u32; 2]); 2] = [
    (
        "min (((S1=7(0.3 0.2 0.7)) ((0.1 0.1 0.1) (0.3 0.2) (0.7 0.7 0.7))) 0.3)",
        15,
        57,
        1.4,
        [7, 8],
    ),
    (
        "(S2=3((((0.7 0.1))) (((0.2 0.7)) 0.3)) (((0.7) (S3=7(0.2 0.2) (0.2 0.3)))))",
        3000,
        66,
        std::f64::consts::SQRT_2,
        [1182, 1818],
    ),
];

/// The search both tests fingerprint, on figure 5.2: every option off its
/// default, so that each one's reading is checked.
pub const FINGERPRINTED: MonteCarlo = MonteCarlo {
    iterations: 1000,
    seed: 7,
    exploration: 0.5,
    expansion: Expansion::All,
    final_move: FinalMove::Mean,
};

/// Its fingerprint, natively and in wasm alike.
pub const FINGERPRINT: u64 = 15_490_515_625_045_566_781;
