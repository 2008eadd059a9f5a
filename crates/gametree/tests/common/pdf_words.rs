//! The words a PDF's pages show, each with the box it is set in, as
//! `pdftotext -bbox-layout` (poppler-utils) reads them from the glyphs on
//! the page: where a drawing's labels really stand, whatever TeX scaled
//! or moved on the way.

use std::path::Path;
use std::process::Command;

/// One word on a page and its box, in points from the page's top left.
#[derive(Clone, Debug)]
pub struct Word {
    /// The word, as the PDF's text gives it.
    pub text: String,
    /// Its box: left, top, right, bottom.
    pub edges: [f64; 4],
}

impl Word {
    /// How far apart two words' boxes are: the largest move of one of
    /// their edges, in points.
    pub fn distance(&self, other: &Word) -> f64 {
        self.edges
            .iter()
            .zip(other.edges)
            .map(|(a, b)| (a - b).abs())
            .fold(0.0, f64::max)
    }
}

/// The words of each page of `pdf` from `first` to `last` (numbered from
/// 1).
pub fn pdf_words(pdf: &Path, first: usize, last: usize) -> Vec<Vec<Word>> {
    let output = Command::new("pdftotext")
        .args([
            "-bbox-layout",
            "-f",
            &first.to_string(),
            "-l",
            &last.to_string(),
        ])
        .arg(pdf)
        .arg("-")
        .output()
        .expect("pdftotext is installed (scripts/setup)");
    let text = String::from_utf8_lossy(&output.stdout);
    text.split("<page ")
        .skip(1)
        .map(|page| {
            page.split("<word ")
                .skip(1)
                .map(|word| {
                    let (_, inner) = word.split_once('>').expect("a word's tag closes");
                    let text = &inner[..inner.find("</word>").expect("a word ends")];
                    Word {
                        text: unescape(text),
                        edges: ["xMin", "yMin", "xMax", "yMax"].map(|name| attribute(word, name)),
                    }
                })
                .collect()
        })
        .collect()
}

/// The number an XML tag's attribute `name` holds.
fn attribute(tag: &str, name: &str) -> f64 {
    let start = tag
        .find(&format!("{name}=\""))
        .expect("the attribute is there")
        + name.len()
        + 2;
    let length = tag[start..].find('"').expect("the attribute's value ends");
    tag[start..start + length].parse().expect("a number")
}

/// A word's text without XML's escapes.
fn unescape(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace("&amp;", "&")
}
