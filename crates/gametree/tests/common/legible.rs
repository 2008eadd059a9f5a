//! What a printed worksheet must be for a hand with a pen, read from the
//! compiled PDF and TeX's log: a tree a page (each page names at most one
//! exercise), every word at least 8 pt, every answer box at least 8 mm.
//!
//! A word's size is read from the height `pdftotext -bbox-layout` gives
//! its box, in proportion to the exercises' headings, set at the normal
//! 10 pt: so whatever TeX scaled is measured as printed. An answer box's
//! width is what `\fitsheet` writes to the log for each tree, the box's
//! 7 mm times the scale it set the tree at.

use crate::pdf_words::pdf_words;
use crate::volumes::Pages;

/// The least size of a printed word, in points.
const LEAST_TEXT_PT: f64 = 8.0;

/// The least width of a printed answer box, in millimetres.
const LEAST_BOX_MM: f64 = 8.0;

/// The size the exercises' headings are set at, in points.
const HEADING_PT: f64 = 10.0;

/// The heading word every exercise's page starts with, in English.
const HEADING: &str = "Exercise";

/// What is wrong with the English worksheet `name`, compiled to `pages`:
/// a page with two exercises, a word under 8 pt, a box under 8 mm.
pub fn illegible(name: &str, pages: &Pages) -> Vec<String> {
    let mut problems = Vec::new();
    let words = pdf_words(&pages.pdf, pages.first, pages.last);
    for (page, text) in pages.texts.iter().enumerate() {
        if text.matches(HEADING).count() > 1 {
            problems.push(format!("{name}, page {}: two trees", page + 1));
        }
    }
    let all = || {
        words
            .iter()
            .enumerate()
            .flat_map(|(p, w)| w.iter().map(move |w| (p, w)))
    };
    let height = |edges: &[f64; 4]| edges[3] - edges[1];
    let headings: Vec<f64> = all()
        .filter(|(_, word)| word.text == HEADING)
        .map(|(_, word)| height(&word.edges))
        .collect();
    let Some(&heading) = headings.iter().min_by(|a, b| a.total_cmp(b)) else {
        return vec![format!("{name}: no heading {HEADING:?} to measure by")];
    };
    let smallest = all().min_by(|a, b| height(&a.1.edges).total_cmp(&height(&b.1.edges)));
    if let Some((page, word)) = smallest {
        let size = height(&word.edges) / heading * HEADING_PT;
        if size < LEAST_TEXT_PT {
            problems.push(format!(
                "{name}, page {}: {:?} is {size:.1} pt",
                page + 1,
                word.text
            ));
        }
    }
    // `gametree-sheet SCALE WIDTHpt`, a line a tree.
    let boxes: Vec<f64> = pages
        .notes
        .iter()
        .filter_map(|note| note.strip_prefix("gametree-sheet "))
        .filter_map(|rest| {
            rest.split_whitespace()
                .nth(1)?
                .strip_suffix("pt")?
                .parse()
                .ok()
        })
        .map(|points: f64| points * 25.4 / 72.27)
        .collect();
    if boxes.len() != pages.texts.len() {
        problems.push(format!(
            "{name}: {} trees' scales in the log, for {} pages",
            boxes.len(),
            pages.texts.len()
        ));
    }
    if let Some(narrowest) = boxes.iter().copied().reduce(f64::min) {
        if narrowest < LEAST_BOX_MM {
            problems.push(format!("{name}: an answer box {narrowest:.1} mm wide"));
        }
    }
    problems
}
