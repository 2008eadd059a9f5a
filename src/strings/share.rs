//! The words of the share bar: links, exports and the embedding code, and
//! the copy buttons' feedback.

use super::said;

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

/// The words in the interface's language, read from its catalogue.
pub fn read() -> ShareStrings {
    ShareStrings {
        share: said("share.share"),
        copy_link: said("share.copy-link"),
        link_copied: said("share.link-copied"),
        copy_refused: said("share.copy-refused"),
        link_field: said("share.link-field"),
        export_svg: said("share.export-svg"),
        export_png: said("share.export-png"),
        export_notation: said("share.export-notation"),
        export_json: said("share.export-json"),
        embed: said("share.embed"),
        embed_code: said("share.embed-code"),
        copy: said("share.copy"),
        copied: said("share.copied"),
    }
}
