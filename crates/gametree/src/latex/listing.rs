//! A search's pseudocode set in LaTeX, line for line as the app shows it
//! and `gametree trace` numbers it: each line numbered, indented as written
//! and wrapped past its indentation, its keywords in bold and its
//! mathematics (≤, −, ∞, α, …) as mathematics, right to left in Persian;
//! one line lit as the app lights a step's, with a mark beside it so that
//! colour is not the only sign.
//!
//! The keywords are found by writing the listing in a catalogue whose
//! keyword entries mark their own words, so the writer of listings knows
//! nothing of paper. The commands that set a listing are defined with the
//! listing, in the body (with `\def`, which may define again), rather than
//! in the preamble: every document keeps one preamble, so a listing
//! compiles in the same run as the figures and decks beside it, and a
//! document without a listing carries none of them.

use crate::lang::{words, Catalogue, Digits, Lang};
use crate::options::Options;
use crate::pseudocode::Pseudocode;
use crate::trace::Step;
use crate::tree::Tree;

/// Where a keyword starts and ends in a line written in the marked
/// catalogue: characters of Unicode's private use, which no catalogue holds.
const BOLD: char = '\u{e000}';
const END_BOLD: char = '\u{e001}';

/// The catalogue's `pseudo.` entries whose own words are keywords, set in
/// bold as Russell & Norvig set them; what their placeholders hold is not.
const KEYWORDS: [&str; 14] = [
    "function", "returns", "if", "else", "return", "for-each", "in", "for", "while", "not",
    "repeat", "loop", "and", "or",
];

/// The ems a space of a line's indentation takes (two spaces a level).
const INDENT_EM: f64 = 0.6;

/// The height of a deck's listing box, the same on every overlay: a
/// listing taller than it is scaled down to it.
const DECK_HEIGHT: &str = "0.8\\textheight";

/// The commands that set a listing, for the document's direction (its
/// `@…@` filled in by [`Listing::definitions`]): `\codeline{number}{ems of
/// indentation}{text}` sets a line, lit when its number is
/// `\pseudocodelit`; `\pseudocode{lit}{height}` sets every line with line
/// `lit` lit (0: none), scaled down to `height` when taller. The lit band
/// takes no room, so a listing is as large whichever line is lit. The
/// number stands outside the text's paragraph, which a right-to-left
/// line reverses, colours and all.
const COMMANDS: &str = r"% The pseudocode's commands: \codeline{number}{indentation in ems}{text};
% \pseudocode{the line lit, or 0}{the most height}.
\definecolor{litline}{HTML}{F2A900}
\def\pseudocodelit{0}
\def\codeline#1#2#3{\par\sbox0{@left@\parbox[t]{\dimexpr\linewidth-2.6em}{@side@\hangindent=@hang@\dimexpr#2em+1.2em\relax
  \hangafter=1 @begin@\strut\hspace*{#2em}#3\strut@end@}@right@}%
  \noindent\ifnum#1=\pseudocodelit\relax\rlap{\color{litline}\rule[-\dp0]{\linewidth}{\dimexpr\ht0+\dp0\relax}}\fi\box0\par}
\def\pseudocode#1#2{\def\pseudocodelit{#1}\sbox1{\parbox[t]{\linewidth}{\pseudocodelines}}%
  \ifdim\dimexpr\ht1+\dp1\relax>#2\relax\sbox1{\resizebox*{!}{#2}{\usebox1}}\fi\noindent\usebox1\par}
";

/// A line's number, grey, and the mark of the lit line on its outer side.
const NUMBER_LEFT: &str = r"\makebox[2.6em]{\hspace{0.2em}\ifnum#1=\pseudocodelit\relax$\blacktriangleright$\fi\hfill{\color{gray!70!black}#1}\hspace{0.6em}}";
const NUMBER_RIGHT: &str = r"\makebox[2.6em]{\hspace{0.6em}{\color{gray!70!black}#1}\hfill\ifnum#1=\pseudocodelit\relax$\blacktriangleleft$\fi\hspace{0.2em}}";

/// A search's listing, ready to set.
pub struct Listing {
    code: Pseudocode,
    /// Each line as `\codeline`'s arguments: its ems of indentation and its text.
    lines: Vec<(String, String)>,
    /// The lines a planted bug changed, each by its number, as they should read.
    planted: Vec<(usize, (String, String))>,
    rtl: bool,
}

impl Listing {
    /// The listing of the search `options` asks for on `tree`, in the words
    /// of `lang`, its text escaped by `escape` (the document's).
    pub fn new(tree: &Tree, options: &Options, lang: Lang, escape: fn(&str) -> String) -> Listing {
        let code = Pseudocode::new(tree, options, &marked(lang));
        let lines = code.lines().map(|line| arguments(line, escape)).collect();
        let planted = (code.planted_lines().iter())
            .map(|(index, right)| (index + 1, arguments(right, escape)))
            .collect();
        Listing {
            code,
            lines,
            planted,
            rtl: lang.is_rtl(),
        }
    }

    /// The number of the line `step`, a step of a search of `tree`,
    /// executes: the line the app lights and `gametree trace` names.
    pub fn number_of(&self, tree: &Tree, step: &Step) -> usize {
        self.code.line_of(tree, step) + 1
    }

    /// The commands that set the listing and its lines, to put before
    /// anything that sets it (outside a Beamer frame, which reads `#` as
    /// its own).
    pub fn definitions(&self) -> String {
        let (left, side, hang, begin, end, right) = if self.rtl {
            ("", r"\raggedleft", "-", r"\beginR", r"\endR", NUMBER_RIGHT)
        } else {
            (NUMBER_LEFT, r"\raggedright", "", "", "", "")
        };
        let commands = (COMMANDS.replace("@left@", left))
            .replace("@side@", side)
            .replace("@hang@", hang)
            .replace("@begin@", begin)
            .replace("@end@", end)
            .replace("@right@", right);
        let lines: String = (self.lines.iter().enumerate())
            .map(|(index, line)| code_line(index + 1, line))
            .collect();
        format!("{commands}\\def\\pseudocodelines{{%\n{lines}}}\n")
    }

    /// The listing with line `lit` lit (0: none), scaled down to `height`
    /// (a LaTeX length) when taller.
    pub fn set(lit: usize, height: &str) -> String {
        format!("\\pseudocode{{{lit}}}{{{height}}}\n")
    }

    /// The lines a planted bug changed, each by its number, set as it
    /// should read.
    pub fn planted(&self) -> impl Iterator<Item = (usize, String)> + '_ {
        (self.planted.iter()).map(|(number, line)| (*number, code_line(*number, line)))
    }

    /// An overlay of a deck: `shown` (the tree and the sentence) in a
    /// column, and beside it, on the side the app shows it, the listing
    /// with line `lit` lit in a box of the same size on every overlay.
    pub fn beside(&self, shown: &str, lit: usize) -> String {
        let tree = format!(
            "\\begin{{minipage}}[t]{{0.56\\linewidth}}\\vspace{{0pt}}\n{shown}\\end{{minipage}}"
        );
        let listing = format!(
            "\\begin{{minipage}}[t][{DECK_HEIGHT}][t]{{0.42\\linewidth}}\\vspace{{0pt}}\n{{\\tiny{}}}\\end{{minipage}}",
            Listing::set(lit, DECK_HEIGHT)
        );
        let (first, second) = if self.rtl {
            (listing, tree)
        } else {
            (tree, listing)
        };
        format!("\\noindent{first}\\hfill{second}\\par\n")
    }
}

/// The words of `lang` with the words of each keyword entry marked.
fn marked(lang: Lang) -> Catalogue {
    (words(lang, Digits::Ascii).clone()).rewritten(|key, text| {
        let name = key.strip_prefix("pseudo.")?;
        KEYWORDS.contains(&name).then(|| mark_words(text))
    })
}

/// `template` with each of its own words (outside its placeholders)
/// marked as a keyword; signs such as `←` stay as they are.
fn mark_words(template: &str) -> String {
    let mut out = String::with_capacity(template.len() + 8);
    let mut rest = template;
    while !rest.is_empty() {
        let own_end = rest.find('{').unwrap_or(rest.len());
        let (own, after) = rest.split_at(own_end);
        for (index, word) in own.split(' ').enumerate() {
            if index > 0 {
                out.push(' ');
            }
            if word.chars().any(char::is_alphabetic) {
                out.push(BOLD);
                out.push_str(word);
                out.push(END_BOLD);
            } else {
                out.push_str(word);
            }
        }
        let placeholder_end = after.find('}').map_or(after.len(), |at| at + 1);
        out.push_str(&after[..placeholder_end]);
        rest = &after[placeholder_end..];
    }
    out
}

/// A written line as `\codeline`'s arguments: its ems of indentation, and
/// its text escaped by `escape` with its keywords in bold.
fn arguments(line: &str, escape: fn(&str) -> String) -> (String, String) {
    let text = line.trim_start_matches(' ');
    let indent = (line.len() - text.len()) as f64 * INDENT_EM;
    let mut tex = String::with_capacity(text.len() * 2);
    for (index, part) in text.split([BOLD, END_BOLD]).enumerate() {
        // Parts alternate: plain, keyword, plain, …
        if index % 2 == 1 {
            tex.push_str(&format!("\\textbf{{{}}}", escape(part)));
        } else {
            tex.push_str(&escape(part));
        }
    }
    (format!("{indent:.1}"), tex)
}

/// Line `number` as the command that sets it.
fn code_line(number: usize, (indent, text): &(String, String)) -> String {
    format!("\\codeline{{{number}}}{{{indent}}}{{{text}}}\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::english;
    use crate::notation::parse;
    use crate::options::{Algorithm, Bug};
    use crate::presets::presets;
    use crate::search::check;

    /// `line` without its marks, after checking that they pair up and that
    /// each run of text between them holds whole runs of code kept left to
    /// right (which the escaping closes at the run's end).
    fn unmarked(line: &str) -> String {
        let marks: Vec<char> = line
            .chars()
            .filter(|c| [BOLD, END_BOLD].contains(c))
            .collect();
        assert_eq!(marks, [BOLD, END_BOLD].repeat(marks.len() / 2), "{line}");
        for part in line.split([BOLD, END_BOLD]) {
            let opened = part.matches(['\u{2066}', '\u{2067}', '\u{2068}']).count();
            assert_eq!(opened, part.matches('\u{2069}').count(), "{line}");
        }
        line.replace([BOLD, END_BOLD], "")
    }

    #[test]
    fn a_listing_on_paper_is_the_app_s_line_for_line_its_keywords_marked() {
        let papers = Lang::ALL.map(marked);
        for preset in presets() {
            let tree = parse(&preset.text(english())).unwrap();
            let variants = (Algorithm::ALL.map(Options::new).into_iter())
                .chain(Bug::ALL.map(|bug| Options {
                    bug: Some(bug),
                    ..Options::new(bug.algorithm())
                }))
                .chain([preset.options]);
            for options in variants.filter(|options| check(&tree, options).is_ok()) {
                for (lang, paper) in Lang::ALL.into_iter().zip(&papers) {
                    let app = Pseudocode::new(&tree, &options, words(lang, Digits::Ascii));
                    let paper = Pseudocode::new(&tree, &options, paper);
                    let lines: Vec<String> = paper.lines().map(unmarked).collect();
                    assert_eq!(lines, app.lines().collect::<Vec<_>>());
                    let planted = |code: &Pseudocode| -> Vec<(usize, String)> {
                        (code.planted_lines().iter())
                            .map(|(index, line)| (*index, unmarked(line)))
                            .collect()
                    };
                    assert_eq!(planted(&paper), planted(&app));
                    assert!(paper.lines().any(|line| line.contains(BOLD)));
                }
            }
        }
    }
}
