//! A reader of Moodle's cloze blanks, written from Moodle's own parser
//! (`question/type/multianswer/questiontype.php`): a blank is
//! `ANSWER_REGEX`, `\{([0-9]*):(TYPE):(ALTERNATIVE(~ALTERNATIVE)*)\}`,
//! an alternative `ANSWER_ALTERNATIVE_REGEX`: a fraction (`=` or
//! `%-?[0-9]+(?:[.,][0-9]*)?%`), an answer up to the first `~`, `#` or
//! `}` not after a backslash (nor `&`), then `#` and a feedback up to the
//! first `~` or `}` not after a backslash. A numerical answer must read
//! as `NUMERICAL_ALTERNATIVE_REGEX` (a number, `:` and its tolerance) or
//! be `*` (`qtype_multianswer_validate_question`), every blank must have
//! an answer worth 100 %, and a drop-down two answers or more.

/// One answer of a blank: its fraction, the answer and its feedback.
pub type Answer = (f64, String, String);

/// One blank read.
#[derive(Debug, PartialEq)]
pub struct Blank {
    /// Its type as written: NUMERICAL, SHORTANSWER, MULTICHOICE.
    pub kind: String,
    /// Its answers: fraction, answer, feedback.
    pub answers: Vec<Answer>,
}

/// Every blank of a cloze question's text, or what is wrong with one.
pub fn blanks(text: &str) -> Result<Vec<Blank>, String> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let digits = after.chars().take_while(char::is_ascii_digit).count();
        let Some(typed) = after[digits..].strip_prefix(':') else {
            rest = after;
            continue;
        };
        let Some((kind, alternatives)) = typed.split_once(':') else {
            return Err(format!("no type: {typed}"));
        };
        if !["NUMERICAL", "SHORTANSWER", "MULTICHOICE"].contains(&kind) {
            return Err(format!("unknown type {kind}"));
        }
        let (answers, left) = alternatives_of(alternatives)?;
        let blank = Blank {
            kind: kind.to_string(),
            answers,
        };
        check(&blank)?;
        found.push(blank);
        rest = left;
    }
    Ok(found)
}

/// The alternatives up to the blank's closing `}`, and the text after it.
fn alternatives_of(text: &str) -> Result<(Vec<Answer>, &str), String> {
    let mut answers = Vec::new();
    let mut rest = text;
    loop {
        let (fraction, after) = if let Some(after) = rest.strip_prefix('=') {
            (1.0, after)
        } else if let Some(after) = rest.strip_prefix('%') {
            let (percent, after) = after.split_once('%').ok_or("unclosed %")?;
            let percent: f64 = percent.replace(',', ".").parse().map_err(|_| "bad %")?;
            (percent / 100.0, after)
        } else {
            (0.0, rest)
        };
        // The answer: at least one character, up to ~ # } not escaped.
        let end = unescaped(after, &['~', '#', '}'], true).ok_or("unclosed blank")?;
        if end == 0 {
            return Err(format!("an empty answer: {after}"));
        }
        let answer = after[..end].to_string();
        let mut after = &after[end..];
        let mut feedback = String::new();
        if let Some(text) = after.strip_prefix('#') {
            let end = unescaped(text, &['~', '}'], false).ok_or("unclosed feedback")?;
            feedback = text[..end].to_string();
            after = &text[end..];
        }
        answers.push((fraction, answer, feedback));
        match after.chars().next() {
            Some('~') => rest = &after[1..],
            Some('}') => return Ok((answers, &after[1..])),
            _ => return Err(format!("after an answer: {after}")),
        }
    }
}

/// Where the first of `ends` not after a backslash (nor, in an answer,
/// after `&`: an entity) is.
fn unescaped(text: &str, ends: &[char], answer: bool) -> Option<usize> {
    let mut before = None;
    for (at, c) in text.char_indices() {
        let escaped = before == Some('\\') || (answer && before == Some('&'));
        if ends.contains(&c) && !escaped {
            return Some(at);
        }
        before = Some(c);
    }
    None
}

/// What Moodle's validation asks of a blank.
fn check(blank: &Blank) -> Result<(), String> {
    if !blank.answers.iter().any(|(fraction, ..)| *fraction == 1.0) {
        return Err(format!("no answer worth 100 %: {blank:?}"));
    }
    if blank.kind == "MULTICHOICE" && blank.answers.len() < 2 {
        return Err(format!("a drop-down of one: {blank:?}"));
    }
    if blank.kind == "NUMERICAL" {
        for (_, answer, _) in &blank.answers {
            let number =
                |text: &str| text.parse::<f64>().is_ok() && !text.contains(['+', 'i', 'n']);
            let read = answer == "*"
                || answer
                    .split_once(':')
                    .is_some_and(|(value, tolerance)| number(value) && number(tolerance))
                || number(answer);
            if !read {
                return Err(format!("not a number: {answer}"));
            }
        }
    }
    Ok(())
}
