//! Numbers as the drawing's SVG attributes take them.

/// A coordinate for an SVG attribute, to a tenth of a pixel: enough for
/// any screen, and short in an exported file (and never "-0").
pub fn px(value: f64) -> String {
    format!("{}", (value * 10.0).round() / 10.0 + 0.0)
}
