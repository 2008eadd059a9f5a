//! Notices said in the page's language: the interface's sentence with its
//! values put in, the core's reasons said in the core's catalogue of the
//! same language first.

use super::options::algorithm_name;
use super::say;
use crate::language::explanations;
use crate::notice::{Notice, Value};
use gametree::lang::Arg;

/// The sentence of `notice` in the page's language. A reason or a notice
/// put into another loses its closing full stop, which the outer sentence
/// places itself.
pub fn tell(notice: &Notice) -> String {
    let inner: Vec<String> = notice
        .values()
        .iter()
        .map(|(_, value)| match value {
            Value::Reason(reason) => without_full_stop(reason.say(explanations())),
            Value::Exercise(error) => {
                without_full_stop(error.said(algorithm_name).say(explanations()))
            }
            Value::Notice(inner) => without_full_stop(tell(inner)),
            Value::Typed(text) => format!("{text:?}"),
            Value::Text(_) | Value::Ltr(_) | Value::Number(_) => String::new(),
        })
        .collect();
    let args: Vec<Arg> = notice
        .values()
        .iter()
        .zip(&inner)
        .map(|((name, value), inner)| match value {
            Value::Text(text) => Arg::Text(name, text),
            Value::Number(number) => Arg::Number(name, *number),
            Value::Typed(_) => Arg::Ltr(name, inner),
            Value::Ltr(text) => Arg::Ltr(name, text),
            Value::Reason(_) | Value::Exercise(_) | Value::Notice(_) => Arg::Text(name, inner),
        })
        .collect();
    say(notice.key(), &args)
}

/// `sentence` without its closing full stop, to be put into another.
fn without_full_stop(sentence: String) -> String {
    match sentence.strip_suffix('.') {
        Some(kept) => kept.to_string(),
        None => sentence,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gametree::parse;

    #[test]
    fn a_notice_says_what_was_typed_quoted() {
        let notice = Notice::new("editor.not-a-value").typed("text", "x");
        assert_eq!(
            tell(&notice),
            "\"x\" is not a value: write a number such as 3 or -1.5, or a tuple such as <1, 2>."
        );
    }

    #[test]
    fn reasons_and_notices_put_in_lose_their_full_stop() {
        let error = parse("(1 2").unwrap_err();
        let unreadable = Notice::new("page.tree-unreadable")
            .ltr("at", error.position.to_string())
            .reason("problem", error.said().clone());
        let broken = Notice::new("page.broken-link").notice("problem", unreadable);
        let said = tell(&broken);
        assert!(
            said.starts_with("This link is broken, so the first lecture example is shown instead: its tree cannot be read: 1:5: "),
            "{said}"
        );
        assert!(said.ends_with('.') && !said.ends_with(".."), "{said}");
        let file = Notice::new("editor.file-too-large")
            .text("name", "big.txt")
            .number("limit", 5.0);
        assert_eq!(
            tell(&file),
            "big.txt is larger than 5 MB, too large to be a tree to watch; it was not read."
        );
    }
}
