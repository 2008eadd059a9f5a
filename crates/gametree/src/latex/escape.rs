//! Text made safe for LaTeX: the characters TeX gives a meaning to are
//! written as commands, and the symbols the sentences use (≤, α, ∞, √, …)
//! as mathematics, which `pdflatex` sets without any package; letters of
//! Romanian and Czech pass through for `fontenc` T1 and UTF-8 input.

/// `text` as LaTeX sets it, word for word. A character `pdflatex` cannot
/// set (a script other than Latin, an emoji) becomes `?`, so that no
/// document fails to compile; Persian documents, set by XeLaTeX, keep
/// their letters ([`escape_unicode`]).
pub fn escape(text: &str) -> String {
    escape_with(text, false)
}

/// `text` as XeLaTeX sets it: TeX's own characters and the mathematical
/// symbols escaped as by [`escape`], every other character kept.
pub fn escape_unicode(text: &str) -> String {
    escape_with(text, true)
}

fn escape_with(text: &str, unicode: bool) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for ch in text.chars() {
        match special(ch) {
            Some(written) => out.push_str(written),
            None if ch.is_ascii() || unicode || latin(ch) => out.push(ch),
            None => out.push('?'),
        }
    }
    out
}

/// How a character with a meaning of its own in TeX, or a symbol only
/// mathematics sets, is written.
fn special(ch: char) -> Option<&'static str> {
    Some(match ch {
        '\\' => r"\textbackslash{}",
        '{' => r"\{",
        '}' => r"\}",
        '$' => r"\$",
        '&' => r"\&",
        '#' => r"\#",
        '%' => r"\%",
        '_' => r"\_",
        '^' => r"\textasciicircum{}",
        '~' => r"\textasciitilde{}",
        '\'' => r"\textquotesingle{}",
        '"' => r"\textquotedbl{}",
        '<' => r"\textless{}",
        '>' => r"\textgreater{}",
        '|' => r"\textbar{}",
        '−' => r"\ensuremath{-}",
        '≤' => r"\ensuremath{\le}",
        '≥' => r"\ensuremath{\ge}",
        '≠' => r"\ensuremath{\ne}",
        '≈' => r"\ensuremath{\approx}",
        '±' => r"\ensuremath{\pm}",
        '×' => r"\ensuremath{\times}",
        '·' => r"\ensuremath{\cdot}",
        '√' => r"\ensuremath{\surd}",
        '∞' => r"\ensuremath{\infty}",
        'α' => r"\ensuremath{\alpha}",
        'β' => r"\ensuremath{\beta}",
        'λ' => r"\ensuremath{\lambda}",
        '→' => r"\ensuremath{\to}",
        '←' => r"\ensuremath{\leftarrow}",
        '⟨' => r"\ensuremath{\langle}",
        '⟩' => r"\ensuremath{\rangle}",
        '∈' => r"\ensuremath{\in}",
        '∉' => r"\ensuremath{\notin}",
        '²' => r"\ensuremath{^2}",
        '…' => r"\dots{}",
        '✓' => r"\ensuremath{\checkmark}",
        '✗' => r"\ensuremath{\times}",
        '\u{2009}' | '\u{a0}' => "~",
        _ => return None,
    })
}

/// Whether `pdflatex` with T1 fonts and UTF-8 input sets `ch`: the Latin
/// letters of Romanian and Czech, and the quotes and dashes of their
/// sentences.
fn latin(ch: char) -> bool {
    matches!(ch, '\u{a1}'..='\u{17f}' | '\u{218}'..='\u{21b}' | '–' | '—' | '‘' | '’' | '‚' | '“' | '”' | '„')
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
        assert_eq!(escape_unicode("جست ∞"), r"جست \ensuremath{\infty}");
    }
}
