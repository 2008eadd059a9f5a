//! Documents in every script a label may be written in, for `latex.rs` to
//! compile: figures and decks labelled in Greek, Cyrillic and Persian, and
//! for each engine and class one document that sets every character the
//! rule of `latex::script` accepts. A font that lacks one of them stops TeX
//! (`volumes.rs` sets `\tracinglostchars=3`), so the rule and the fonts
//! the documents load cannot drift apart.

use crate::volumes::Case;
use gametree::lang::Lang;
use gametree::latex::{escape, escape_unicode, export, pdflatex_sets, script, Format};
use gametree::{parse, search, Algorithm, Options};

/// Figure 5.2's shape, labelled in Greek, Cyrillic and Persian.
const LABELLED: [(&str, &str); 3] = [
    ("greek", "Α(Βήτα(αγ=3 δ=5) Γάμμα(ε=2 ζ=9))"),
    ("cyrillic", "Ж(Борис(Анна=3 Ёж=5) Ґанок(Їжак=2 Ўсё=9))"),
    ("persian", "الف(ب(پ=3 چ=5) ژ(ک=2 گ=9))"),
];

/// The labelled trees as figures and decks; each shows its second label.
pub fn labelled() -> Vec<Case> {
    let mut cases = Vec::new();
    for (script, text) in LABELLED {
        let tree = parse(text).unwrap();
        let trace = search(&tree, &Options::new(Algorithm::AlphaBeta)).unwrap();
        let second = tree.node(tree.children(tree.children(gametree::NodeId::ROOT)[0])[0]);
        // pdftotext reads a right-to-left word in its own order.
        let shows = match script {
            "persian" => Vec::new(),
            _ => vec![second.label.as_deref().unwrap().to_string()],
        };
        for format in [Format::Forest, Format::Beamer] {
            let tex = export(&tree, &trace, format, trace.len(), Lang::En);
            assert!(tex.starts_with("% Compile with xelatex"), "{script}");
            cases.push(Case {
                name: format!("{script}-labels-{format:?}"),
                tex,
                pages: Some(if format == Format::Forest {
                    1
                } else {
                    trace.len() + 1
                }),
                shows: shows.clone(),
            });
        }
    }
    cases
}

/// For each engine and class, a document that sets every character the
/// documents accept for it: `pdflatex`'s own, and all under XeLaTeX.
pub fn every_character() -> Vec<Case> {
    let mut cases = Vec::new();
    // A label in Greek makes the document XeLaTeX's.
    for (engine, text) in [("pdflatex", "A(B=1 C=2)"), ("xelatex", "Α(Β=1 Γ=2)")] {
        let xelatex = engine == "xelatex";
        let tree = parse(text).unwrap();
        let trace = search(&tree, &Options::new(Algorithm::Minimax)).unwrap();
        let accepted: Vec<char> = (0..=0x10ffff_u32)
            .filter_map(char::from_u32)
            .filter(|&ch| script(ch).is_some() && (xelatex || pdflatex_sets(ch)))
            .collect();
        // Lines of twenty, so that TeX can break between them.
        let lines: Vec<String> = accepted
            .chunks(20)
            .map(|chunk| {
                let text: String = chunk.iter().collect();
                let line = if xelatex {
                    escape_unicode(&text)
                } else {
                    escape(&text)
                };
                // No character written as "?", the mark of one not set.
                assert_eq!(
                    line.matches('?').count(),
                    text.matches('?').count(),
                    "{text}"
                );
                line
            })
            .collect();
        for format in [Format::Forest, Format::Beamer] {
            let tex = export(&tree, &trace, format, trace.len(), Lang::En);
            let text = lines.join("\n\n");
            let body = match format {
                Format::Forest => format!("\\newpage\n{text}\n\\end{{document}}"),
                Format::Beamer => {
                    format!("\\begin{{frame}}\n{text}\n\\end{{frame}}\n\\end{{document}}")
                }
            };
            cases.push(Case {
                name: format!("every-character-{engine}-{format:?}"),
                tex: tex.replace("\\end{document}", &body),
                pages: None,
                shows: Vec::new(),
            });
        }
    }
    cases
}
