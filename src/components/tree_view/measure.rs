//! How wide the drawing's text is, estimated from its letters and font
//! size: the drawing is laid out without waiting for the browser to
//! measure text. The font sizes are `style.css`'s, in the drawing's pixels.

/// The font size of node values, in pixels at scale 1 (as in `style.css`).
pub const VALUE_FONT: f64 = 24.0;
/// The font size of node names (A, B, …), as in `style.css`.
pub const LABEL_FONT: f64 = 24.0;
/// The font size of the level captions, as in `style.css`.
pub const CAPTION_FONT: f64 = 24.0;
/// The font size of proof and disproof numbers, as in `style.css`: under a
/// leaf they are as wide as the leaf's room.
pub const PROOF_FONT: f64 = 22.0;

/// How wide a level caption is drawn: bold capitals, in any language
/// ("SAU (MAX)", "ȘI (MIN)"), spaced by style.css's `letter-spacing`.
pub fn caption_width(text: &str) -> f64 {
    const LETTER_SPACING_EM: f64 = 0.06;
    let capitals = text.chars().filter(|letter| letter.is_uppercase()).count();
    let ascii_capitals = text.chars().filter(char::is_ascii_uppercase).count();
    // Capitals outside ASCII (Ș, Á) are as wide as the others.
    let widened = (capitals - ascii_capitals) as f64 * (0.78 - 0.7);
    let spacing = text.chars().count() as f64 * LETTER_SPACING_EM;
    text_width(text, CAPTION_FONT) + (widened + spacing) * CAPTION_FONT
}

/// About how wide `text` is at `font_size` pixels in a bold sans-serif
/// font, erring on the wide side (DejaVu Sans, the widest common one): the
/// drawing never waits for the browser to measure text.
pub fn text_width(text: &str, font_size: f64) -> f64 {
    let ems: f64 = text
        .chars()
        .map(|letter| match letter {
            '\u{2009}' => 0.2,
            ' ' => 0.35,
            ',' | '.' | ':' | '/' | '⟨' | '⟩' => 0.4,
            '[' | ']' | '(' | ')' | '_' => 0.5,
            '∞' | '≤' | '≥' | '−' | '+' | '=' | '<' | '>' => 0.84,
            'W' => 1.1,
            letter if letter.is_ascii_uppercase() => 0.78,
            letter if letter.is_ascii_lowercase() => 0.64,
            _ => 0.7,
        })
        .sum();
    ems * font_size
}
