//! A question's SVG picture read back: well-formed, and legible where a
//! learning management system shows it, its own width and sizes.

use gametree::quiz::{LEAST_TEXT, LEAST_WIDTH};

/// Checks that `svg` is well-formed SVG at least `LEAST_WIDTH` pixels
/// wide whose every text is `LEAST_TEXT` pixels or more as shown (its
/// font size scaled by the width shown over the viewBox's).
pub fn check_legible(svg: &str) {
    let document = roxmltree::Document::parse(svg).expect("a picture is well-formed XML");
    let root = document.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    let view_box: Vec<f64> = (root.attribute("viewBox").unwrap().split(' '))
        .map(|number| number.parse().unwrap())
        .collect();
    let width: f64 = root.attribute("width").unwrap().parse().unwrap();
    assert!(width >= LEAST_WIDTH, "{width} px wide");
    let scale = width / view_box[2];
    let root_size: f64 = root.attribute("font-size").unwrap().parse().unwrap();
    let mut texts = 0;
    for text in root.descendants().filter(|node| node.has_tag_name("text")) {
        let size: f64 = text
            .attribute("font-size")
            .map_or(root_size, |size| size.parse().unwrap());
        assert!(
            size * scale >= LEAST_TEXT,
            "{:?} is {} px",
            text.text(),
            size * scale
        );
        texts += 1;
    }
    assert!(texts > 0, "a picture with no text: {svg}");
}
