//! Numbers as the lecture writes them and as a student types them: the
//! one place that decides how −3, 2.5 and +∞ look, in every language.

/// A number as the lecture writes it: whole numbers plainly, others to at
/// most four decimals, infinities as ∞.
pub fn number(x: f64) -> String {
    if x == f64::INFINITY {
        "+∞".to_string()
    } else if x == f64::NEG_INFINITY {
        "−∞".to_string()
    } else if x.fract() == 0.0 && x.abs() < 1e15 {
        format!("{}", x as i64).replace('-', "−")
    } else {
        let text = format!("{x:.4}");
        let text = text.trim_end_matches('0').trim_end_matches('.');
        text.replace('-', "−")
    }
}

/// A number as a student types it, the inverse of [`number`]: `3`,
/// `-2.5`, `−2.5`, `inf`, `∞`, `-inf`; `None` for anything else.
pub fn read_number(text: &str) -> Option<f64> {
    let text = text.trim();
    let (sign, magnitude) = match text.strip_prefix(['-', '−']) {
        Some(rest) => (-1.0, rest.trim()),
        None => (1.0, text.strip_prefix('+').unwrap_or(text).trim()),
    };
    let value = match magnitude {
        "inf" | "∞" | "infinity" => f64::INFINITY,
        _ => magnitude.parse::<f64>().ok().filter(|x| x.is_finite())?,
    };
    Some(sign * value)
}
