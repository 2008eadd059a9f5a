//! A worksheet as a web page to print from the browser: the same
//! exercises as `gametree worksheet` (`exercise::series`), each with its
//! code and the link that opens it in the app, its tree drawn in SVG with
//! empty boxes; then the answer key on pages of its own. On paper each
//! exercise has a page of its own, its tree set no smaller than 8 pt text
//! and 8 mm boxes allow, the pages on their side when the sheet's trees
//! need it (`latex::sheet_places`, as LaTeX's worksheet); the print style
//! fits A4 and US Letter alike and leaves the button out.

mod svg;

use crate::exercise::{Kind, Level};
use crate::lang::{words, Arg, Digits, Lang};
use crate::latex::{on_paper, on_sheet, sheet_places, Orientation, WorksheetError};
use crate::share::exercise_link;
use std::fmt::Write;
pub use svg::{drawing, escape, in_comment, width, SMALLEST_TEXT};

/// The style of the page, on screen and on paper.
const STYLE: &str = "
body { font-family: sans-serif; max-width: 48rem; margin: 1.5rem auto; padding: 0 1rem; color: #111; }
h1 { font-size: 1.5rem; margin: 0 0 0.4rem; }
.task { margin: 0 0 1.2rem; }
.exercise { break-inside: avoid; margin: 0 0 1.5rem; }
.exercise + .exercise, .key { break-before: page; }
.exercise h2 { display: flex; justify-content: space-between; gap: 1rem; font-size: 1.05rem; margin: 0 0 0.3rem; }
.exercise code { font-size: 0.85rem; font-weight: normal; }
.exercise svg { display: block; max-width: 100%; height: auto; margin: 0 auto; }
.link { font-size: 0.75rem; color: #555; overflow-wrap: anywhere; margin: 0.2rem 0 0; }
.print { font: inherit; padding: 0.4rem 1rem; margin: 0 0 1rem; }
@page { margin: 8mm; }
@media print { .print { display: none; } body { margin: 0; padding: 0; max-width: none; } }
";

/// The print style of a sheet whose trees need the pages on their side.
const LANDSCAPE: &str = "@page { size: landscape; }";

/// The page of `count` exercises of `kind` at `level` from `seed`, in
/// `lang`, each with a link to the app at `page` (its address without a
/// fragment).
pub fn handout(
    kind: Kind,
    level: Level,
    count: usize,
    seed: u64,
    lang: Lang,
    page: &str,
) -> Result<String, WorksheetError> {
    let exercises = on_paper(kind, level, count, seed)?;
    let words = words(lang, Digits::Ascii);
    let say = |key: &str| escape(&words.say(key, &[]));
    let dir = if lang.is_rtl() { "rtl" } else { "ltr" };
    let (places, orientation) = sheet_places(kind, &exercises);
    let landscape = match orientation {
        Orientation::Portrait => "",
        Orientation::Landscape => LANDSCAPE,
    };
    let mut html = format!(
        "<!doctype html>\n<html lang=\"{}\" dir=\"{dir}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <title>{}</title>\n<style>{STYLE}{landscape}</style>\n</head>\n<body>\n\
         <button class=\"print\" type=\"button\" onclick=\"print()\">{}</button>\n\
         <h1>{}</h1>\n<p class=\"task\">{}</p>\n",
        lang.tag(),
        say("worksheet.title"),
        say("worksheet.print"),
        say("worksheet.title"),
        say(&format!("worksheet.task.{}", kind.name())),
    );
    for answered in [false, true] {
        let class = if answered { " class=\"key\"" } else { "" };
        if answered {
            let _ = writeln!(html, "<h1{class}>{}</h1>", say("worksheet.key"));
        }
        for (index, ((code, exercise), places)) in exercises.iter().zip(&places).enumerate() {
            let (tree, trace) = (&exercise.tree, &exercise.trace);
            let (frame, show) = on_sheet(kind, exercise, answered);
            let number = [Arg::Number("number", (index + 1) as f64)];
            let link = exercise_link(page, code);
            let _ = write!(
                html,
                "<section class=\"exercise\">\n<!-- tree: {} -->\n<h2><span>{}</span><code dir=\"ltr\">{}</code></h2>\n{}",
                in_comment(&escape(&tree.to_string())),
                escape(&words.say("worksheet.exercise", &number)),
                escape(code),
                drawing(tree, trace, &frame, show, places, 1.0),
            );
            if !answered {
                let _ = writeln!(html, "<p class=\"link\" dir=\"ltr\">{}</p>", escape(&link));
            }
            html.push_str("</section>\n");
        }
    }
    html.push_str("</body>\n</html>\n");
    Ok(html)
}
