//! The words of the playback controls, and the keys their tooltips name
//! (the options bar and the editor's undo buttons name keys the same way).
//! The keys are the keyboard's own, the same in every language.

use super::say;
use gametree::lang::Arg;

/// The keys of the buttons that have one, as the tooltips name them.
pub struct ButtonKeys {
    /// Back to the start.
    pub to_start: &'static str,
    /// One step back.
    pub back: &'static str,
    /// Play or pause.
    pub play: &'static str,
    /// One step on.
    pub forward: &'static str,
    /// On to the end.
    pub to_end: &'static str,
    /// On to the next cut.
    pub next_cut: &'static str,
    /// On to the end of the next iteration (Monte Carlo tree search).
    pub next_iteration: &'static str,
    /// Slower.
    pub slower: &'static str,
    /// Faster.
    pub faster: &'static str,
    /// Visit-order numbers.
    pub visit_order: &'static str,
    /// Projector mode.
    pub projector: &'static str,
    /// Quizzing the room.
    pub quiz: &'static str,
    /// Dark or light theme.
    pub dark_theme: &'static str,
    /// The shortcut sheet.
    pub shortcuts: &'static str,
}

/// The speed readout: "1.5 steps/s".
pub fn steps_per_second(rate: f64) -> String {
    // One decimal is enough to tell the speeds apart, and "2" reads better
    // than "2.0", which `{:.1}` would write.
    let rate = (rate * 10.0).round_ties_even() / 10.0;
    say("controls.steps-per-second", &[Arg::Number("rate", rate)])
}

/// A button's tooltip: its name and its key, "Step forward (→)".
pub fn with_key(name: &str, key: &str) -> String {
    say(
        "controls.with-key",
        &[Arg::Text("name", name), Arg::Ltr("key", key)],
    )
}

/// "10 iterations on": a button of Monte Carlo tree search's.
pub fn iterations_on(count: u32) -> String {
    say(
        "controls.iterations-on",
        &[Arg::Count("count", u64::from(count))],
    )
}

/// "Step 3 of 43".
pub fn step_of(step: usize, steps: usize) -> String {
    say(
        "controls.step-of",
        &[
            Arg::Number("step", step as f64),
            Arg::Number("steps", steps as f64),
        ],
    )
}

/// The keys of the buttons, as the keyboard names them.
pub const BUTTON_KEYS: ButtonKeys = ButtonKeys {
    to_start: "Home",
    back: "←",
    play: "Space",
    forward: "→",
    to_end: "End",
    next_cut: "N",
    next_iteration: "I",
    slower: "−",
    faster: "+",
    visit_order: "O",
    projector: "P",
    quiz: "Q",
    dark_theme: "D",
    shortcuts: "?",
};
