//! Words as a student types them: "Řez", "ŘEZ" and "řez" are one word, as
//! are "Da" and "da", whatever a phone's keyboard capitalised.

/// Whether `typed` and `word` are the same word, capitals aside.
pub fn same_word(typed: &str, word: &str) -> bool {
    typed.chars().map(small).eq(word.chars().map(small))
}

/// The small letter of a capital of the Latin letters the course's
/// languages write (ASCII, Latin-1, Latin Extended-A, Romanian's Ș and
/// Ț); any other character as it is. By arithmetic on the code points,
/// not by the standard library's `to_lowercase`, whose tables for all of
/// Unicode would add 14 KB to the page for the same answer here.
fn small(c: char) -> char {
    let code = u32::from(c);
    let small = match code {
        0x41..=0x5A | 0xC0..=0xD6 | 0xD8..=0xDE => code + 0x20,
        // Capitals at the even code points, their small letters after them.
        0x100..=0x12F | 0x132..=0x137 | 0x14A..=0x177 | 0x218..=0x21B if code % 2 == 0 => code + 1,
        // Capitals at the odd code points.
        0x139..=0x148 | 0x179..=0x17E if code % 2 == 1 => code + 1,
        _ => code,
    };
    char::from_u32(small).unwrap_or(c)
}
