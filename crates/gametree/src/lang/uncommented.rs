//! A catalogue file as a program carries it: its comment lines and blank
//! lines, which are for translators, left out when the file is built in,
//! so that the page downloads only the words (a few kilobytes less).
//! Worked out while compiling, by the macro `uncommented!`.

/// The length of `text` without its comment lines (starting with `#`) and
/// blank lines.
pub const fn uncommented_length(text: &str) -> usize {
    let bytes = text.as_bytes();
    let (mut at, mut length) = (0, 0);
    while at < bytes.len() {
        let end = line_end(bytes, at);
        if kept(bytes, at, end) {
            length += end - at;
        }
        at = end;
    }
    length
}

/// The bytes of `text` without its comment lines and blank lines; `N` is
/// [`uncommented_length`]`(text)`.
pub const fn uncommented<const N: usize>(text: &str) -> [u8; N] {
    let bytes = text.as_bytes();
    let mut out = [0; N];
    let (mut at, mut written) = (0, 0);
    while at < bytes.len() {
        let end = line_end(bytes, at);
        if kept(bytes, at, end) {
            let mut index = at;
            while index < end {
                out[written] = bytes[index];
                written += 1;
                index += 1;
            }
        }
        at = end;
    }
    out
}

/// Where the line starting at `at` ends, after its newline.
const fn line_end(bytes: &[u8], at: usize) -> usize {
    let mut end = at;
    while end < bytes.len() && bytes[end] != b'\n' {
        end += 1;
    }
    if end < bytes.len() {
        end + 1
    } else {
        end
    }
}

/// Whether the line from `at` to `end` holds an entry: not a comment, not
/// blank.
const fn kept(bytes: &[u8], at: usize, end: usize) -> bool {
    let first = bytes[at];
    first != b'#' && first != b'\n' && !(first == b'\r' && end - at <= 2)
}

/// A catalogue file's text (`include_str!`) without its comments and blank
/// lines, as a `&'static str` worked out while compiling.
#[macro_export]
macro_rules! uncommented {
    ($text:expr) => {{
        const TEXT: &str = $text;
        const BYTES: [u8; $crate::lang::uncommented::uncommented_length(TEXT)] =
            $crate::lang::uncommented::uncommented(TEXT);
        match ::core::str::from_utf8(&BYTES) {
            Ok(text) => text,
            Err(_) => panic!("a catalogue file is not UTF-8"),
        }
    }};
}
