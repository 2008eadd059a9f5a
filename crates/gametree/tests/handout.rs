//! The worksheet page the app prints: its exercises with codes and links,
//! then the key on a page of its own with the values `gametree solve`
//! finds, the same page for the same options.
#![cfg(not(target_arch = "wasm32"))]

use gametree::exercise::{series, Kind, Level};
use gametree::explain::number;
use gametree::handout::handout;
use gametree::lang::Lang;
use gametree::tree::Value;
use gametree::{search, Options, Summary};

#[test]
fn a_page_of_exercises_with_codes_and_links_then_the_key_on_its_own_pages() {
    let page = handout(
        Kind::Cuts,
        Level::Medium,
        4,
        9,
        Lang::En,
        "https://example.org/lab/",
    )
    .unwrap();
    let (sheet, key) = page.split_once("<h1 class=\"key\">").unwrap();
    assert_eq!(sheet.matches("<section class=\"exercise\">").count(), 4);
    assert_eq!(key.matches("<section class=\"exercise\">").count(), 4);
    assert!(
        page.contains(".key { break-before: page;"),
        "the key starts a page"
    );
    assert!(
        page.contains(".exercise { break-inside: avoid;"),
        "an exercise is never split"
    );
    for (code, exercise) in series(Kind::Cuts, Level::Medium, 4, 9).unwrap() {
        assert!(sheet.contains(&format!(
            "<p class=\"link\" dir=\"ltr\">https://example.org/lab/#x={code}</p>"
        )));
        // The key writes the root's value gametree solve finds; the sheet does not.
        let trace = search(
            &exercise.tree,
            &Options::new(exercise.trace.options.algorithm),
        )
        .unwrap();
        let Value::Number(root) = Summary::new(&exercise.tree, &trace).value else {
            panic!("a number")
        };
        let section = |half: &str| -> String {
            let at = half
                .find(&format!("<code dir=\"ltr\">{code}</code>"))
                .unwrap();
            half[at..].split("</section>").next().unwrap().to_string()
        };
        // The root is drawn first, in a group of its own: its shape, then
        // the text inside it, if any.
        let root_inside = |section: &str| -> Option<String> {
            let group = &section[section.find("<g>")?..];
            let group = &group[..group.find("</g>")?];
            let text = &group[group.find("<text")?..];
            let value = &text[text.find('>')? + 1..text.find("</text>")?];
            Some(value.to_string())
        };
        let (blank, answered) = (section(sheet), section(key));
        assert_eq!(
            root_inside(&answered),
            Some(number(root)),
            "{code}: the key has {root} at the root"
        );
        assert_ne!(
            root_inside(&blank),
            Some(number(root)),
            "{code}: the sheet's root is empty"
        );
        assert!(
            answered.contains("stroke-dasharray"),
            "{code}: the key dashes the cuts"
        );
        assert!(
            !blank.contains("stroke-dasharray"),
            "{code}: the sheet shows no cut"
        );
    }
    assert_eq!(
        page,
        handout(
            Kind::Cuts,
            Level::Medium,
            4,
            9,
            Lang::En,
            "https://example.org/lab/"
        )
        .unwrap()
    );
}

#[test]
fn a_persian_page_runs_right_to_left_and_a_kind_not_on_paper_is_refused() {
    let page = handout(Kind::Windows, Level::Easy, 1, 0, Lang::Fa, "p").unwrap();
    assert!(page.contains("<html lang=\"fa\" dir=\"rtl\">"));
    assert!(
        page.contains("direction=\"ltr\""),
        "the tree stays left to right"
    );
    assert!(handout(Kind::Predict, Level::Easy, 1, 0, Lang::En, "p").is_err());
}

#[test]
fn a_proof_numbers_page_boxes_the_generated_nodes_and_its_key_writes_their_numbers() {
    let page = handout(Kind::ProofNumbers, Level::Easy, 2, 3, Lang::En, "p").unwrap();
    let (sheet, key) = page.split_once("<h1 class=\"key\">").unwrap();
    // Two boxes (pn / dn) at each generated node; the rest faint.
    let boxes = sheet.matches("<rect class=\"box\"").count() / 2;
    assert!(boxes >= 3, "{boxes} pairs of boxes");
    assert!(
        sheet.contains("stroke=\"#bbb\""),
        "nodes not generated are faint"
    );
    assert!(
        !key.contains("<rect class=\"box\""),
        "no empty box in the key"
    );
    let written = key.matches(" / ").count();
    assert_eq!(written, boxes, "the key fills every pair of boxes");
    assert!(sheet.contains("#x=proof.pns."), "each exercise's link");
}

#[test]
fn a_comment_never_holds_two_dashes_nor_ends_with_one() {
    assert_eq!(gametree::handout::in_comment("(1 ---2)-"), "(1 - - -2)- ");
    assert_eq!(gametree::handout::in_comment("(-1 -2)"), "(-1 -2)");
}
