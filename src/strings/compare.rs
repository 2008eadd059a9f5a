//! The words of compare mode: two searches of one tree side by side.

/// Compare mode's words in one language.
pub struct CompareStrings {
    /// The mode switch's button.
    pub compare: &'static str,
    /// The panel of the second search's options.
    pub second_search: &'static str,
    /// How the two step together, for screen readers.
    pub stepping: &'static str,
    /// Step by step.
    pub by_step: &'static str,
    /// By the node finished.
    pub by_node: &'static str,
    /// The order menu of the second search.
    pub order: &'static str,
    /// The differences' heading.
    pub differences: &'static str,
    /// What the marks on the trees mean.
    pub marks_mean: &'static str,
    /// Above a tree: which search it is, "First: alphabeta".
    pub first: fn(&str) -> String,
    /// Above the other tree.
    pub second: fn(&str) -> String,
}

fn first(label: &str) -> String {
    format!("First: {label}")
}

fn second(label: &str) -> String {
    format!("Second: {label}")
}

/// British English.
pub const ENGLISH: CompareStrings = CompareStrings {
    compare: "Compare",
    second_search: "Second search",
    stepping: "Step the two together",
    by_step: "step by step",
    by_node: "by the node finished",
    order: "Order",
    differences: "Where they differ",
    marks_mean: "Nodes whose value, window or cut differ are ringed in both trees.",
    first,
    second,
};

/// The words in the interface's language: English until this area's
/// keys are in the catalogues.
pub fn read() -> CompareStrings {
    ENGLISH
}
