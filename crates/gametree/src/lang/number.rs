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
        // Rounded by arithmetic rather than by `{:.4}`, which would write
        // 2.5 as 2.5000. Below 2^53 / 10^4 the scaled number is exact
        // enough; above it, four decimals are noise.
        let rounded = if x.abs() < 9e11 {
            (x * 1e4).round_ties_even() / 1e4
        } else {
            x
        };
        format!("{rounded}").replace('-', "−")
    }
}

/// A number as a student types it, the inverse of [`number`]: `3`,
/// `-2.5`, `−2.5`, `inf` (or `Inf`), `∞`, `-inf`, in ASCII digits or in
/// the Persian (and Arabic) ones a Persian keyboard types, `۲٫۵`; `None`
/// for anything else.
pub fn read_number(text: &str) -> Option<f64> {
    // Small letters, for "Inf" or "INF" (a phone capitalises what it can).
    let ascii: String = text
        .trim()
        .chars()
        .map(|c| ascii_digit(c).to_ascii_lowercase())
        .collect();
    let text = ascii.as_str();
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

/// A Persian or Arabic digit (or decimal separator) as its ASCII one; any
/// other character as it is.
fn ascii_digit(c: char) -> char {
    match c {
        '\u{06F0}'..='\u{06F9}' => char::from(b'0' + (u32::from(c) - 0x06F0) as u8),
        '\u{0660}'..='\u{0669}' => char::from(b'0' + (u32::from(c) - 0x0660) as u8),
        '٫' => '.',
        _ => c,
    }
}
