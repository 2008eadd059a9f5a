//! Every word the interface shows, reached through [`strings`] alone, so
//! that a translation is one more value per area: each file below holds
//! one area's list of words and its English value, and a language is a
//! [`Strings`] gathering one value of each (Persian is written right to
//! left, hence `direction`). The sentences that explain the search steps
//! come from the core's `explain` module.

pub mod compare;
pub mod controls;
pub mod editor;
pub mod lab;
pub mod options;
pub mod page;
pub mod panels;
pub mod practice;
pub mod share;
pub mod shortcuts;
pub mod tree;

/// The interface text of one language, area by area.
pub struct Strings {
    /// The language's tag, for `<html lang>`.
    pub lang: &'static str,
    /// `ltr` or `rtl`, for `<html dir>`.
    pub direction: &'static str,
    /// The page around the panels: its title and its messages.
    pub page: page::PageStrings,
    /// The options bar.
    pub options: options::OptionStrings,
    /// The playback controls.
    pub controls: controls::ControlStrings,
    /// The panels that explain the step: sentence, history, pseudocode, rules, counts.
    pub panels: panels::PanelStrings,
    /// The keyboard shortcut sheet.
    pub shortcuts: shortcuts::ShortcutStrings,
    /// The tree drawing.
    pub tree: tree::TreeStrings,
    /// The share bar.
    pub share: share::ShareStrings,
    /// The tree text panel, files, the random tree form and the edit bar.
    pub editor: editor::EditorStrings,
    /// Practice mode.
    pub practice: practice::PracticeStrings,
    /// The move-ordering lab, its chart and iterative deepening's passes.
    pub lab: lab::LabStrings,
    /// Compare mode.
    pub compare: compare::CompareStrings,
}

/// British English, the language of the course notes.
pub const ENGLISH: Strings = Strings {
    lang: "en",
    direction: "ltr",
    page: page::ENGLISH,
    options: options::ENGLISH,
    controls: controls::ENGLISH,
    panels: panels::ENGLISH,
    shortcuts: shortcuts::ENGLISH,
    tree: tree::ENGLISH,
    share: share::ENGLISH,
    editor: editor::ENGLISH,
    practice: practice::ENGLISH,
    lab: lab::ENGLISH,
    compare: compare::ENGLISH,
};

/// The strings of the interface's language: the one way components reach text.
pub fn strings() -> &'static Strings {
    &ENGLISH
}
