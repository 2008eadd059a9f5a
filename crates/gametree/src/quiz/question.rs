//! What a question of a bank is, whatever format writes it: its exercise
//! (code, tree, picture), its text, and what it asks: numbers in blanks,
//! or choices to tick, each with the feedback that explains it.

use crate::handout::escape;
use crate::lang::Catalogue;
use crate::tree::Tree;
use std::fmt::Write;

/// One exercise asked as a question.
#[derive(Clone, Debug, PartialEq)]
pub struct Question {
    /// The exercise's code, which opens it in the app and titles it.
    pub code: String,
    /// Its tree, as the worksheet of the same seed writes it.
    pub tree: Tree,
    /// The same tree with its nodes named A, B, C… as the question names them.
    pub named: Tree,
    /// The tree drawn in SVG with the names the question asks about.
    pub picture: String,
    /// What the student is told and asked, before the blanks or choices.
    pub text: String,
    /// What is asked.
    pub asks: Asks,
    /// What every student is shown once the question is answered.
    pub general_feedback: String,
    /// The link that opens the exercise in the app, if the bank has one.
    pub link: Option<String>,
}

impl Question {
    /// The HTML every format opens the question with: its text, its
    /// picture at `picture_src` (where the format keeps its files), and
    /// the link to the exercise in the app, in the words of `words`.
    pub fn html_head(&self, words: &Catalogue, picture_src: &str) -> String {
        let mut html = format!(
            "<p>{}</p>\n<p><img src=\"{picture_src}\" alt=\"{}\"></p>\n",
            escape(&self.text),
            escape(&self.named.to_string())
        );
        if let Some(link) = &self.link {
            let _ = writeln!(
                html,
                "<p><a href=\"{}\">{}</a></p>",
                escape(link),
                escape(&words.say("quiz.open-here", &[]))
            );
        }
        html
    }
}

/// What a question asks.
#[derive(Clone, Debug, PartialEq)]
pub enum Asks {
    /// A number in each blank.
    Blanks(Vec<Blank>),
    /// Choices to tick: one right (`multiple` false), or any number of them.
    Choices {
        /// Every choice, in the order shown.
        choices: Vec<Choice>,
        /// Whether more than one may be ticked.
        multiple: bool,
    },
}

/// One blank: what it is about, its answer and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Blank {
    /// What it asks, such as "β at C", in the question's language.
    pub label: String,
    /// The number asked; ±∞ for an infinite one.
    pub answer: f64,
    /// The explanation shown for a wrong answer.
    pub feedback: String,
}

/// One choice of a choice question.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    /// What it says.
    pub text: String,
    /// Whether ticking it is right.
    pub right: bool,
    /// The explanation shown when it is ticked.
    pub feedback: String,
}

/// A number as an answer is typed: `5`, `-3`, `inf`, `-inf`.
pub fn typed(number: f64) -> String {
    if number.is_infinite() {
        if number > 0.0 { "inf" } else { "-inf" }.to_string()
    } else {
        number.to_string()
    }
}

/// The ways an infinite answer may be typed, each accepted: `inf`,
/// `+inf`, `∞`, `+∞` for plus infinity; `-inf`, `−∞` for minus.
pub fn infinities(number: f64) -> &'static [&'static str] {
    if number > 0.0 {
        &["inf", "+inf", "∞", "+∞"]
    } else {
        &["-inf", "−∞"]
    }
}

/// `why` as the end of a sentence, closed by a full stop unless it is.
pub fn closed(why: &str) -> String {
    let why = why.trim_end();
    if why.ends_with(['.', '!', '?', '؟']) {
        why.to_string()
    } else {
        format!("{why}.")
    }
}
