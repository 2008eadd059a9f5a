//! A part of an address as written: `name=value`, its value
//! percent-encoded (with `_` for a space) as the module `share` describes.

use super::error::{error, ShareError};
use crate::lang::Message;
use std::fmt::Write as _;

/// A part of an address's query or fragment, `name=value`, split at its
/// first `=`; a part without one is a name with an empty value.
pub(super) fn name_and_value(part: &str) -> (&str, &str) {
    part.split_once('=').unwrap_or((part, ""))
}

/// Writes `text` percent-encoded, as the module `share` describes.
pub(super) fn escape_into(fragment: &mut String, text: &str) {
    for character in text.chars() {
        match character {
            'a'..='z' | 'A'..='Z' | '0'..='9' | '(' | ')' | '=' | ',' | '.' | '-' | '/' | ':' => {
                fragment.push(character);
            }
            ' ' => fragment.push('_'),
            _ => {
                for byte in character.encode_utf8(&mut [0; 4]).bytes() {
                    write!(fragment, "%{byte:02X}").expect("writing to a String cannot fail");
                }
            }
        }
    }
}

/// Undoes [`escape_into`], and any other percent-encoding a browser or a
/// person applied; `noun` names the value in messages.
pub(super) fn unescape(escaped: &str, noun: &'static str) -> Result<String, ShareError> {
    let bytes = escaped.as_bytes();
    let mut decoded = Vec::with_capacity(bytes.len());
    let mut index = 0;
    while let Some(&byte) = bytes.get(index) {
        match byte {
            b'%' => {
                let high = bytes.get(index + 1).and_then(|&digit| hex_digit(digit));
                let low = bytes.get(index + 2).and_then(|&digit| hex_digit(digit));
                let (Some(high), Some(low)) = (high, low) else {
                    let written: String = escaped[index..].chars().take(3).collect();
                    return Err(error(
                        Message::new("share.broken-escape")
                            .nested("part", Message::new(noun))
                            .ltr("written", format!("{written:?}")),
                    ));
                };
                decoded.push(high * 16 + low);
                index += 3;
            }
            b'_' => {
                decoded.push(b' ');
                index += 1;
            }
            _ => {
                decoded.push(byte);
                index += 1;
            }
        }
    }
    String::from_utf8(decoded)
        .map_err(|_| error(Message::new("share.not-utf8").nested("part", Message::new(noun))))
}

/// The value of a hexadecimal digit written as `byte`.
fn hex_digit(byte: u8) -> Option<u8> {
    char::from(byte).to_digit(16).map(|digit| digit as u8)
}
