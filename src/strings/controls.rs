//! The words of the playback controls, and the keys their tooltips name
//! (the options bar and the editor's undo buttons name keys the same way).

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
    // than "2.0" (rounded by arithmetic: `{:.1}` costs the page 5 KB).
    format!("{} steps/s", (rate * 10.0).round_ties_even() / 10.0)
}

fn with_key(name: &str, key: &str) -> String {
    format!("{name} ({key})")
}

fn step_of(step: usize, steps: usize) -> String {
    format!("Step {step} of {steps}")
}

/// British English.
pub const ENGLISH: ControlStrings = ControlStrings {
    playback: "Playback",
    play: "Play",
    pause: "Pause",
    playing: "Playing",
    back: "Step back",
    forward: "Step forward",
    to_start: "Start",
    to_end: "End",
    next_cut: "Next cut",
    slower: "Slower",
    faster: "Faster",
    speed: "Speed",
    steps_per_second,
    with_key,
    button_keys: ButtonKeys {
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
    },
    scrubber: "Step",
    shortcuts: "Keyboard shortcuts",
    step_of,
};

/// The words in the interface's language: English until this area's
/// keys are in the catalogues.
pub fn read() -> ControlStrings {
    ENGLISH
}
