//! The characters the documents set, and the font of each: the one rule
//! that the escaping (`escape.rs`), the engine a document asks for
//! (`requirements.rs`) and the refusal of a label (`refusal.rs`) read.
//! Latin letters are set in Latin Modern by every document (T1 under
//! `pdflatex`); Greek and Cyrillic only by XeLaTeX, in Computer Modern
//! Unicode (Debian's `fonts-cmu`), and the Persian script in Nazli
//! (`fonts-farsiweb`). Each range holds what its fonts hold, no more:
//! `tests/latex.rs` compiles every character of them and fails on one a
//! font lacks. The symbols of the sentences are written as commands or as
//! mathematics ([`special`]), which every document sets.

/// The fonts that set a character, by its script.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Script {
    /// Latin Modern: every document.
    Latin,
    /// Computer Modern Unicode, under XeLaTeX.
    Greek,
    /// Computer Modern Unicode, under XeLaTeX.
    Cyrillic,
    /// Nazli, under XeLaTeX.
    Persian,
}

/// Every character of a script its fonts set, as ranges, beyond the
/// symbols written as commands ([`special`]).
const RANGES: &[(char, char, Script)] = {
    use Script::*;
    &[
        (' ', '~', Latin),
        // T1's letters and signs but for the soft hyphen, which shows
        // nothing, and the few T1 has no glyph for (Ħ ħ ĸ Ŀ ŀ ŉ Ŧ ŧ ſ).
        ('\u{a1}', '\u{ac}', Latin),
        ('\u{ae}', '\u{125}', Latin),
        ('\u{128}', '\u{137}', Latin),
        ('\u{139}', '\u{13e}', Latin),
        ('\u{141}', '\u{148}', Latin),
        ('\u{14a}', '\u{165}', Latin),
        ('\u{168}', '\u{17e}', Latin),
        ('\u{218}', '\u{21b}', Latin),
        ('–', '—', Latin),
        ('‘', '‚', Latin),
        ('“', '„', Latin),
        // Modern Greek, with its accents.
        ('\u{386}', '\u{386}', Greek),
        ('\u{388}', '\u{38a}', Greek),
        ('\u{38c}', '\u{38c}', Greek),
        ('\u{38e}', '\u{3a1}', Greek),
        ('\u{3a3}', '\u{3ce}', Greek),
        // Cyrillic letters but for the combining signs and the few CMU lacks.
        ('\u{400}', '\u{477}', Cyrillic),
        ('\u{47a}', '\u{481}', Cyrillic),
        ('\u{48a}', '\u{4ce}', Cyrillic),
        ('\u{4d0}', '\u{4f9}', Cyrillic),
        ('\u{4fc}', '\u{4ff}', Cyrillic),
        // Persian's letters, vowel signs, digits and punctuation as Nazli
        // has them, and the zero-width non-joiner its words hold.
        ('\u{60c}', '\u{60c}', Persian),
        ('\u{61b}', '\u{61b}', Persian),
        ('\u{61f}', '\u{61f}', Persian),
        ('\u{621}', '\u{63a}', Persian),
        ('\u{640}', '\u{656}', Persian),
        ('\u{660}', '\u{66c}', Persian),
        ('\u{670}', '\u{671}', Persian),
        ('\u{67e}', '\u{67e}', Persian),
        ('\u{686}', '\u{686}', Persian),
        ('\u{698}', '\u{698}', Persian),
        ('\u{6a9}', '\u{6a9}', Persian),
        ('\u{6af}', '\u{6af}', Persian),
        ('\u{6c0}', '\u{6c0}', Persian),
        ('\u{6cc}', '\u{6cc}', Persian),
        ('\u{6f0}', '\u{6f9}', Persian),
        ('\u{200c}', '\u{200c}', Persian),
    ]
};

/// The script of `ch` as the documents set it, or `None` for a character
/// no document sets (another script, an emoji, a control or bidirectional
/// character). α, β and λ are Greek letters that every document sets as
/// mathematics.
pub fn script(ch: char) -> Option<Script> {
    match ch {
        'α' | 'β' | 'λ' => Some(Script::Greek),
        _ if special(ch).is_some() => Some(Script::Latin),
        _ => RANGES
            .iter()
            .find(|(first, last, _)| (*first..=*last).contains(&ch))
            .map(|&(_, _, script)| script),
    }
}

/// Whether a `pdflatex` document sets `ch`: a Latin letter or sign, or a
/// symbol written as a command or as mathematics (α too).
pub fn pdflatex_sets(ch: char) -> bool {
    script(ch) == Some(Script::Latin) || special(ch).is_some()
}

/// How a character with a meaning of its own in TeX, or a symbol only
/// mathematics sets, is written, for every document.
pub(super) fn special(ch: char) -> Option<&'static str> {
    SPECIAL
        .iter()
        .find(|(special, _)| *special == ch)
        .map(|&(_, written)| written)
}

/// The characters [`special`] writes, and how.
const SPECIAL: &[(char, &str)] = &[
    ('\\', r"\textbackslash{}"),
    ('{', r"\{"),
    ('}', r"\}"),
    ('$', r"\$"),
    ('&', r"\&"),
    ('#', r"\#"),
    ('%', r"\%"),
    ('_', r"\_"),
    ('^', r"\textasciicircum{}"),
    ('~', r"\textasciitilde{}"),
    ('\'', r"\textquotesingle{}"),
    ('"', r"\textquotedbl{}"),
    ('<', r"\textless{}"),
    ('>', r"\textgreater{}"),
    ('|', r"\textbar{}"),
    ('−', r"\ensuremath{-}"),
    ('≤', r"\ensuremath{\le}"),
    ('≥', r"\ensuremath{\ge}"),
    ('≠', r"\ensuremath{\ne}"),
    ('≈', r"\ensuremath{\approx}"),
    ('±', r"\ensuremath{\pm}"),
    ('×', r"\ensuremath{\times}"),
    ('·', r"\ensuremath{\cdot}"),
    ('√', r"\ensuremath{\surd}"),
    ('∞', r"\ensuremath{\infty}"),
    ('α', r"\ensuremath{\alpha}"),
    ('β', r"\ensuremath{\beta}"),
    ('λ', r"\ensuremath{\lambda}"),
    ('→', r"\ensuremath{\to}"),
    ('←', r"\ensuremath{\leftarrow}"),
    ('⟨', r"\ensuremath{\langle}"),
    ('⟩', r"\ensuremath{\rangle}"),
    ('∈', r"\ensuremath{\in}"),
    ('∉', r"\ensuremath{\notin}"),
    ('²', r"\ensuremath{^2}"),
    ('…', r"\dots{}"),
    ('✓', r"\ensuremath{\checkmark}"),
    ('✗', r"\ensuremath{\times}"),
    // The pseudocode's primes, subscripts and comments.
    ('′', r"\ensuremath{^\prime}"),
    ('₁', r"\ensuremath{_1}"),
    ('₂', r"\ensuremath{_2}"),
    ('₋', r"\ensuremath{_-}"),
    ('ₙ', r"\ensuremath{_n}"),
    ('ᵢ', r"\ensuremath{_i}"),
    ('▷', r"\ensuremath{\triangleright}"),
    // A mark of direction for a browser; XeTeX's are the isolates'.
    ('\u{200e}', ""),
    ('\u{2009}', "~"),
    ('\u{a0}', "~"),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latin_greek_cyrillic_and_persian_letters_are_set_and_nothing_else() {
        let scripts = |text: &str| text.chars().map(script).collect::<Vec<_>>();
        use Script::*;
        assert_eq!(scripts("aȘţĢ_'"), [Some(Latin); 6]);
        assert_eq!(scripts("γΔάώ"), [Some(Greek); 4]);
        assert_eq!(scripts("жЯЁґӘ"), [Some(Cyrillic); 5]);
        assert_eq!(scripts("گچپژی"), [Some(Persian); 5]);
        // T1 lacks Ħ and ŧ; Nazli lacks Urdu's ٹ and ے; CMU lacks Ѹ; no
        // font here sets Hebrew, Chinese, an emoji, a control or a bidi mark.
        for ch in "Ħŧ\u{ad}ٹےѸאㄱ中😀\u{7}\t\u{202e}\u{2066}\u{300}".chars() {
            assert_eq!(script(ch), None, "{ch:?}");
        }
    }

    #[test]
    fn pdflatex_sets_latin_and_the_symbols_of_mathematics() {
        assert!("Řez ș – ≤ ∞ α β".chars().all(pdflatex_sets));
        assert!(!"γ".chars().any(pdflatex_sets));
        assert!(!"ж".chars().any(pdflatex_sets));
        assert!(!"گ".chars().any(pdflatex_sets));
    }
}
