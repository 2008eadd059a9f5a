//! The words of the page around the panels: its title and the banner that
//! tells the user about a problem.

/// The page's words in one language.
pub struct PageStrings {
    /// The app's name.
    pub title: &'static str,
    /// Shown when the page's address cannot be read.
    pub broken_link: fn(&str) -> String,
    /// Hide a message.
    pub dismiss: &'static str,
    /// The link from an embedded player to the whole app at the same moment.
    pub open_in_lab: &'static str,
}

fn broken_link(problem: &str) -> String {
    format!("This link is broken, so the first lecture example is shown instead: {problem}.")
}

/// British English.
pub const ENGLISH: PageStrings = PageStrings {
    title: "Minimax Lab",
    broken_link,
    dismiss: "Dismiss",
    open_in_lab: "Open in Minimax Lab ↗",
};
