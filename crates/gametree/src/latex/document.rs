//! A LaTeX document under way, kept once for the figures, the slides and
//! the worksheets: its class, its language's words and escaping, and the
//! preamble that says how to compile it.

use super::drawing::STYLES;
use super::escape::{escape, escape_unicode};
use super::requirements::Engine;
use crate::lang::{words, Catalogue, Digits, Lang};

/// A document under way: its class and engine, the words and escaping of
/// its language, comments for its top and its body.
pub(super) struct Document {
    lang: Lang,
    beamer: bool,
    engine: Engine,
    pub(super) words: &'static Catalogue,
    pub(super) escape: fn(&str) -> String,
    comments: Vec<String>,
    /// The options of the `geometry` package, for an article.
    pub(super) geometry: String,
    /// Lines of its own after the styles every drawing uses.
    pub(super) preamble: String,
    pub(super) body: String,
}

impl Document {
    /// An empty document in `lang`, a Beamer deck or an article, for
    /// `engine`.
    pub(super) fn new(lang: Lang, beamer: bool, engine: Engine) -> Document {
        Document {
            lang,
            beamer,
            engine,
            words: words(lang, Digits::Ascii),
            escape: match engine {
                Engine::Pdflatex => escape,
                Engine::Xelatex => escape_unicode,
            },
            comments: Vec::new(),
            geometry: "a4paper, margin=2cm".to_string(),
            preamble: String::new(),
            body: String::new(),
        }
    }

    /// Adds a comment line to the top of the document.
    pub(super) fn comment(&mut self, text: &str) {
        self.comments.push(format!("% {text}"));
    }

    /// Words in the document's language, escaped: right to left, in the
    /// Persian font, in Persian.
    pub(super) fn words_text(&self, text: &str) -> String {
        let escaped = (self.escape)(text);
        if self.lang.is_rtl() {
            format!("{{\\persian\\beginR {escaped}\\endR}}")
        } else {
            escaped
        }
    }

    /// A sentence in the document's language as a paragraph, set from
    /// the right in Persian.
    pub(super) fn paragraph(&self, text: &str) -> String {
        if self.lang.is_rtl() {
            format!("{{\\raggedleft {}\\par}}", self.words_text(text))
        } else {
            self.words_text(text)
        }
    }

    /// The whole document: how to compile it, the preamble, the body.
    pub(super) fn finish(self) -> String {
        let class = if self.beamer {
            "% For 16:9 slides: \\documentclass[aspectratio=169]{beamer}\n\\documentclass{beamer}\n\\setbeamertemplate{navigation symbols}{}\n".to_string()
        } else {
            format!(
                "\\documentclass{{article}}\n\\usepackage[{}]{{geometry}}\n",
                self.geometry
            )
        };
        let engine = self.engine;
        let fonts = match engine {
            Engine::Pdflatex => {
                "\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n\\usepackage{lmodern}\n"
                    .to_string()
            }
            // Latin Modern, fontspec's own, for Latin letters; a slide's
            // Greek and Cyrillic in sans serif as its Latin letters are.
            Engine::Xelatex => {
                let cmu = if self.beamer {
                    "CMU Sans Serif"
                } else {
                    "CMU Serif"
                };
                format!("\\usepackage{{fontspec}}\n\\newfontfamily\\persian[Script=Arabic]{{Nazli}}\n\\newfontfamily\\greek{{{cmu}}}\n\\newfontfamily\\cyrillic{{{cmu}}}\n\\TeXXeTstate=1\n")
            }
        };
        format!(
            "% Compile with {} (Debian: {}).\n% Made by gametree.\n{}\n{class}{fonts}\\usepackage{{graphicx}}\n\\usepackage{{amssymb}}\n\\usepackage{{forest}}\n{STYLES}{}\\begin{{document}}\n{}\\end{{document}}\n",
            engine.command(),
            engine.debian_packages().join(", "),
            self.comments.join("\n"),
            self.preamble,
            self.body
        )
    }
}
