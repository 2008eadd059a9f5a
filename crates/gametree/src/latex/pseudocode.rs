//! `gametree pseudocode --format latex`: a search's listing on paper, one
//! a page, for a handout or a spot-the-bug exercise. With a planted bug the
//! page says only that there is one; the key, on the next page, names each
//! line the bug changed and how it should read.

use super::document::Document;
use super::listing::Listing;
use super::requirements::Engine;
use crate::lang::{Arg, Lang};
use crate::options::Options;
use crate::tree::Tree;

/// The document of the listing of the search `options` asks for on `tree`
/// (as the buggy code reads, with a planted bug, and its key), in `lang`.
pub fn pseudocode(tree: &Tree, options: &Options, lang: Lang) -> String {
    // Its labels are not in it: the language alone picks the engine.
    let mut document = Document::new(lang, false, Engine::of(lang, &[]));
    let words = document.words;
    let listing = Listing::new(tree, options, lang, document.escape);
    let name = options.algorithm.name();
    let planted = options.bug.is_some();
    document.comment(&if planted {
        format!("the pseudocode of {name} with a bug planted in it; the key is on the second page")
    } else {
        format!("the pseudocode of {name}, its lines numbered as gametree trace numbers them")
    });
    let mut body = listing.definitions();
    if planted {
        let task = document.paragraph(&words.say("latex.bug-task", &[]));
        body.push_str(&format!("{task}\n\\bigskip\n\n"));
    }
    body.push_str(&Listing::set(0, "0.9\\textheight"));
    if planted {
        let title = document.words_text(&words.say("worksheet.key", &[]));
        body.push_str(&format!("\\newpage\n\\section*{{{title}}}\n\n"));
        for (number, line) in listing.planted() {
            let said = words.say("latex.bug-line", &[Arg::Number("line", number as f64)]);
            body.push_str(&format!(
                "{}\n\\smallskip\n{line}\\medskip\n\n",
                document.paragraph(&said)
            ));
        }
    }
    document.body = body;
    document.finish()
}
