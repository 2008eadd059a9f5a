//! The words of the playback controls, and the keys their tooltips name
//! (the options bar and the editor's undo buttons name keys the same way).
//! The keys are the keyboard's own, the same in every language.

use super::{said, say};
use gametree::lang::Arg;

/// The playback controls' words in one language.
pub struct ControlStrings {
    /// The playback bar, for screen readers.
    pub playback: &'static str,
    /// Play.
    pub play: &'static str,
    /// Pause.
    pub pause: &'static str,
    /// Said once to screen readers when the search plays too fast to read
    /// out each step.
    pub playing: &'static str,
    /// One step back.
    pub back: &'static str,
    /// One step on.
    pub forward: &'static str,
    /// Jump to the start.
    pub to_start: &'static str,
    /// Jump to the end.
    pub to_end: &'static str,
    /// Jump to the next cut.
    pub next_cut: &'static str,
    /// Slower.
    pub slower: &'static str,
    /// Faster.
    pub faster: &'static str,
    /// The speed readout, for screen readers.
    pub speed: &'static str,
    /// The speed readout: "1.5 steps/s".
    pub steps_per_second: fn(f64) -> String,
    /// A button's tooltip: its name and its key, "Step forward (→)".
    pub with_key: fn(&str, &str) -> String,
    /// The key of each button, shown in its tooltip.
    pub button_keys: ButtonKeys,
    /// The scrubber.
    pub scrubber: &'static str,
    /// Open the shortcut sheet.
    pub shortcuts: &'static str,
    /// "Step 3 of 43".
    pub step_of: fn(usize, usize) -> String,
}

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
    /// Slower.
    pub slower: &'static str,
    /// Faster.
    pub faster: &'static str,
    /// Visit-order numbers.
    pub visit_order: &'static str,
    /// Projector mode.
    pub projector: &'static str,
    /// Dark or light theme.
    pub dark_theme: &'static str,
    /// The shortcut sheet.
    pub shortcuts: &'static str,
}

fn steps_per_second(rate: f64) -> String {
    // One decimal is enough to tell the speeds apart, and "2" reads better
    // than "2.0", which `{:.1}` would write.
    let rate = (rate * 10.0).round_ties_even() / 10.0;
    say("controls.steps-per-second", &[Arg::Number("rate", rate)])
}

fn with_key(name: &str, key: &str) -> String {
    say(
        "controls.with-key",
        &[Arg::Text("name", name), Arg::Ltr("key", key)],
    )
}

fn step_of(step: usize, steps: usize) -> String {
    say(
        "controls.step-of",
        &[
            Arg::Number("step", step as f64),
            Arg::Number("steps", steps as f64),
        ],
    )
}

/// The keys of the buttons, as the keyboard names them.
const BUTTON_KEYS: ButtonKeys = ButtonKeys {
    to_start: "Home",
    back: "←",
    play: "Space",
    forward: "→",
    to_end: "End",
    next_cut: "N",
    slower: "−",
    faster: "+",
    visit_order: "O",
    projector: "P",
    dark_theme: "D",
    shortcuts: "?",
};

/// The words in the interface's language, read from its catalogue.
pub fn read() -> ControlStrings {
    ControlStrings {
        playback: said("controls.playback"),
        play: said("controls.play"),
        pause: said("controls.pause"),
        playing: said("controls.playing"),
        back: said("controls.back"),
        forward: said("controls.forward"),
        to_start: said("controls.to-start"),
        to_end: said("controls.to-end"),
        next_cut: said("controls.next-cut"),
        slower: said("controls.slower"),
        faster: said("controls.faster"),
        speed: said("controls.speed"),
        steps_per_second,
        with_key,
        button_keys: BUTTON_KEYS,
        scrubber: said("controls.scrubber"),
        shortcuts: said("controls.shortcuts"),
        step_of,
    }
}
