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
    let mut persian = false;
    // The ends of the isolates opened, innermost last.
    let mut isolates: Vec<&str> = Vec::new();
    for ch in text.chars() {
        // XeLaTeX sets Persian letters in the Persian font.
        let arabic = unicode && arabic_script(ch);
        if arabic != persian {
            out.push_str(if arabic { "{\\persian " } else { "}" });
            persian = arabic;
        }
        match (special(ch), ch) {
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
            (None, _) if ch.is_ascii() || unicode || latin(ch) => out.push(ch),
            (None, _) => out.push('?'),
        }
    }
    if persian {
        out.push('}');
    }
    while let Some(end) = isolates.pop() {
        out.push_str(end);
    }
    out
}

/// Whether `ch` is a letter or sign of the Arabic script, Persian's.
fn arabic_script(ch: char) -> bool {
    matches!(ch, '\u{600}'..='\u{6ff}' | '\u{fb50}'..='\u{fdff}' | '\u{fe70}'..='\u{feff}' | '\u{200c}')
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
        // The pseudocode's primes, subscripts and comments.
        '′' => r"\ensuremath{^\prime}",
        '₁' => r"\ensuremath{_1}",
        '₂' => r"\ensuremath{_2}",
        '₋' => r"\ensuremath{_-}",
        'ₙ' => r"\ensuremath{_n}",
        'ᵢ' => r"\ensuremath{_i}",
        '▷' => r"\ensuremath{\triangleright}",
        // A mark of direction for a browser; XeTeX's are the isolates'.
        '\u{200e}' => "",
        '\u{2009}' | '\u{a0}' => "~",
        _ => return None,
    })
}

/// Whether `pdflatex` with T1 fonts and UTF-8 input sets `ch`: the Latin
/// letters of Romanian and Czech, and the quotes and dashes of their
/// sentences.
fn latin(ch: char) -> bool {
    // T1's Latin letters but for the few without a glyph there (Ħ ħ ĸ Ŀ ŀ ŉ
    // Ŧ ŧ ſ), which would stop the compilation.
    let unset = matches!(ch, 'Ħ' | 'ħ' | 'ĸ' | 'Ŀ' | 'ŀ' | 'ŉ' | 'Ŧ' | 'ŧ' | 'ſ');
    let set = matches!(ch, '\u{a1}'..='\u{17f}' | '\u{218}'..='\u{21b}' | '–' | '—' | '‘' | '’' | '‚' | '“' | '”' | '„');
    set && !unset
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
}
