//! Text made safe for LaTeX: the characters TeX gives a meaning to are
//! written as commands, and the symbols the sentences use (≤, α, ∞, √, …)
//! as mathematics, which `pdflatex` sets without any package; Latin letters
//! pass through for `fontenc` T1 and UTF-8 input. Under XeLaTeX a run of
//! Greek, Cyrillic or Persian letters is set in its own font (`script.rs`).

use super::script::{pdflatex_sets, script, special, Script};

/// `text` as `pdflatex` sets it, word for word. A character it cannot set
/// becomes `?`: a label is refused before any LaTeX is written
/// (`refusal.rs`), so only a slip of the sentences' own could reach here.
pub fn escape(text: &str) -> String {
    escape_with(text, false)
}

/// `text` as XeLaTeX sets it: TeX's own characters and the mathematical
/// symbols escaped as by [`escape`], a run of Greek, Cyrillic or Persian
/// letters in its font (`\greek`, `\cyrillic`, `\persian`). α, β and λ
/// next to another Greek letter are letters of a word; alone they are
/// mathematics.
pub fn escape_unicode(text: &str) -> String {
    escape_with(text, true)
}

fn escape_with(text: &str, unicode: bool) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    // The font switched to, whose group is open.
    let mut open = "";
    // The ends of the isolates opened, innermost last.
    let mut isolates: Vec<&str> = Vec::new();
    let greek = |ch: Option<&char>| ch.and_then(|&ch| script(ch)) == Some(Script::Greek);
    let mut chars = text.chars().peekable();
    let mut before = None;
    while let Some(ch) = chars.next() {
        // α, β and λ are mathematics ([α, β]) but in a Greek word.
        let word = greek(before.as_ref()) || greek(chars.peek());
        before = Some(ch);
        let font = match (unicode && (word || special(ch).is_none()), script(ch)) {
            (true, Some(Script::Greek)) => "\\greek",
            (true, Some(Script::Cyrillic)) => "\\cyrillic",
            (true, Some(Script::Persian)) => "\\persian",
            _ => "",
        };
        if font != open {
            if !open.is_empty() {
                out.push('}');
            }
            if !font.is_empty() {
                out.push('{');
                out.push_str(font);
                out.push(' ');
            }
            open = font;
        }
        match (special(ch), ch) {
            _ if !font.is_empty() => out.push(ch),
            (Some(written), _) => out.push_str(written),
            // The catalogue keeps numbers and formulas left to right inside
            // right-to-left text with Unicode's isolates, which XeTeX
            // reads as its own direction commands (and pdflatex drops).
            (None, '\u{2066}' | '\u{2068}') if unicode => {
                isolates.push("\\endL{}");
                out.push_str("\\beginL{}");
            }
            (None, '\u{2067}') if unicode => {
                isolates.push("\\endR{}");
                out.push_str("\\beginR{}");
            }
            (None, '\u{2069}') if unicode => out.push_str(isolates.pop().unwrap_or_default()),
            (None, '\u{2066}'..='\u{2069}') => {}
            (None, _) if pdflatex_sets(ch) => out.push(ch),
            (None, _) => out.push('?'),
        }
    }
    if !open.is_empty() {
        out.push('}');
    }
    while let Some(end) = isolates.pop() {
        out.push_str(end);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tex_s_own_characters_and_symbols_are_written_as_commands() {
        assert_eq!(escape("B_2'"), r"B\_2\textquotesingle{}");
        assert_eq!(escape("v ≤ α"), r"v \ensuremath{\le} \ensuremath{\alpha}");
        assert_eq!(escape("50% & {x}"), r"50\% \& \{x\}");
        assert_eq!(escape("căutare ș ť"), "căutare ș ť");
        assert_eq!(escape("جست"), "???");
        assert_eq!(escape("ĸa Ħ"), "?a ?", "T1 has no such glyphs");
        assert_eq!(
            escape_unicode("جست ∞"),
            r"{\persian جست} \ensuremath{\infty}"
        );
        // Numbers kept left to right inside Persian.
        assert_eq!(escape_unicode("\u{2066}3\u{2069}"), r"\beginL{}3\endL{}");
        assert_eq!(escape("\u{2066}3\u{2069}"), "3");
        assert_eq!(
            escape("v′ sᵢ ▷"),
            r"v\ensuremath{^\prime} s\ensuremath{_i} \ensuremath{\triangleright}"
        );
    }

    #[test]
    fn under_xelatex_greek_and_cyrillic_words_are_set_in_their_font() {
        assert_eq!(escape_unicode("Ιδ_2 ж"), r"{\greek Ιδ}\_2 {\cyrillic ж}");
        // α, β and λ are letters in a Greek word, mathematics alone.
        assert_eq!(escape_unicode("Βήτα"), r"{\greek Βήτα}");
        assert_eq!(
            escape_unicode("[α, β]"),
            r"[\ensuremath{\alpha}, \ensuremath{\beta}]"
        );
        assert_eq!(escape("γ ж"), "? ?", "pdflatex sets neither");
    }
}
