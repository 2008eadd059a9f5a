//! The words of the share bar: links, exports and the embedding code, and
//! the copy buttons' feedback.

/// The share bar's words in one language.
pub struct ShareStrings {
    /// The share bar, for screen readers.
    pub share: &'static str,
    /// Copy a link to this moment.
    pub copy_link: &'static str,
    /// Shown once the link is on the clipboard.
    pub link_copied: &'static str,
    /// Shown when the browser refuses the clipboard and selects the link instead.
    pub copy_refused: &'static str,
    /// The field that holds the link, for screen readers.
    pub link_field: &'static str,
    /// Download the drawing as SVG.
    pub export_svg: &'static str,
    /// Download the drawing as PNG.
    pub export_png: &'static str,
    /// Download the tree in the notation.
    pub export_notation: &'static str,
    /// Download the tree as JSON.
    pub export_json: &'static str,
    /// Show the code that embeds this tree in another page.
    pub embed: &'static str,
    /// The field that holds the embedding code, for screen readers.
    pub embed_code: &'static str,
    /// Copy the embedding code.
    pub copy: &'static str,
    /// Shown once the embedding code is on the clipboard.
    pub copied: &'static str,
}

/// British English.
pub const ENGLISH: ShareStrings = ShareStrings {
    share: "Share",
    copy_link: "Copy link",
    link_copied: "Link copied",
    copy_refused: "The browser would not copy; the link is selected, press Ctrl+C to copy it.",
    link_field: "Link to this step",
    export_svg: "Export SVG",
    export_png: "Export PNG",
    export_notation: "Export notation",
    export_json: "Export JSON",
    embed: "Embed",
    embed_code: "Code that embeds this tree in a web page",
    copy: "Copy",
    copied: "Copied",
};

/// The words in the interface's language: English until this area's
/// keys are in the catalogues.
pub fn read() -> ShareStrings {
    ENGLISH
}
