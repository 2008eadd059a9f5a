//! Catalogues: reading the file format, putting values into placeholders,
//! choosing plural forms by each language's rules, and finding what a
//! translation lacks.

use gametree::lang::{english, file, Arg, Catalogue, Digits, Files, Lang, Plural};

fn catalogue(lang: Lang, text: &str) -> Catalogue {
    Catalogue::parse(lang, text).expect("the test catalogue reads")
}

#[test]
fn placeholders_take_text_numbers_and_counts() {
    let en = catalogue(
        Lang::En,
        "# A comment, then an entry.\n\
         cut = {node} stops: v = {v} ≤ α = {alpha}.\n\
         braces = a set {{x}}\n",
    );
    let said = en.say(
        "cut",
        &[
            Arg::Text("node", "C"),
            Arg::Number("v", -2.0),
            Arg::Number("alpha", f64::INFINITY),
        ],
    );
    assert_eq!(said, "C stops: v = −2 ≤ α = +∞.");
    assert_eq!(en.say("braces", &[]), "a set {x}");
}

#[test]
fn a_missing_key_or_value_shows_without_breaking_the_sentence() {
    let en = catalogue(Lang::En, "greet = Hello {name}!\n");
    assert_eq!(en.say("greet", &[]), "Hello {name}!");
    assert_eq!(en.say("nothing", &[]), "⟦nothing⟧");
}

#[test]
fn a_count_chooses_the_plural_form_of_each_language() {
    let cs = catalogue(
        Lang::Cs,
        "leaves[one] = {n} list\nleaves[few] = {n} listy\nleaves[other] = {n} listů\n",
    );
    let said: Vec<String> = [1, 2, 4, 5, 0, 22]
        .into_iter()
        .map(|n| cs.say("leaves", &[Arg::Count("n", n)]))
        .collect();
    assert_eq!(
        said,
        [
            "1 list",
            "2 listy",
            "4 listy",
            "5 listů",
            "0 listů",
            "22 listů"
        ]
    );

    assert_eq!(Lang::Ro.plural(1), Plural::One);
    assert_eq!(Lang::Ro.plural(0), Plural::Few);
    assert_eq!(Lang::Ro.plural(19), Plural::Few);
    assert_eq!(Lang::Ro.plural(20), Plural::Other);
    assert_eq!(Lang::Ro.plural(101), Plural::Few);
    assert_eq!(Lang::Fa.plural(0), Plural::One);
    assert_eq!(Lang::Fa.plural(2), Plural::Other);
    assert_eq!(Lang::En.plural(0), Plural::Other);
}

#[test]
fn persian_sentences_keep_numbers_left_to_right_and_may_use_persian_digits() {
    let fa = catalogue(Lang::Fa, "value = مقدار {v} است\n");
    let ascii = fa.say("value", &[Arg::Number("v", -2.5)]);
    assert_eq!(ascii, "مقدار \u{2066}−2.5\u{2069} است");
    let persian = fa.with_digits(Digits::Persian);
    assert_eq!(
        persian.say("value", &[Arg::Number("v", 12.0)]),
        "مقدار \u{2066}۱۲\u{2069} است"
    );
}

#[test]
fn a_translation_is_checked_against_english() {
    let en = catalogue(
        Lang::En,
        "play = Play\nstep = Step {k} of {n}\nleaves[one] = {n} leaf\nleaves[other] = {n} leaves\n",
    );
    let ro = catalogue(
        Lang::Ro,
        "step = Pasul {k}\nleaves[one] = {n} frunză\nleaves[other] = {n} de frunze\nextra = x\n",
    );
    assert_eq!(
        ro.differences(&en),
        [
            "ro: play is missing",
            "ro: extra is not in the en catalogue",
            "ro: leaves[few] is missing",
            "ro: step has placeholders {\"k\"}, en has {\"k\", \"n\"}",
        ]
    );
    assert!(en.differences(&en).is_empty());
    let filled = ro.over(&en);
    assert_eq!(filled.say("play", &[]), "Play");
    assert_eq!(filled.say("step", &[Arg::Count("k", 3)]), "Pasul 3");
}

#[test]
fn a_broken_file_names_its_line() {
    let broken = [
        (
            "ok = fine\nno equals sign\n",
            "line 2: expected `key = text`",
        ),
        ("Upper = x\n", "line 1: \"Upper\" is not a key"),
        ("k[many] = x\n", "line 1: \"k[many]\" names no plural form"),
        ("k = {open\n", "line 1: a '{' without its '}'"),
        ("k = a } b\n", "line 1: a lone '}'"),
        (
            "k = {bad name}\n",
            "line 1: {bad name} is not a placeholder name",
        ),
        ("k = a\nk = b\n", "line 2: k is given twice"),
    ];
    for (text, expected) in broken {
        let error = Catalogue::parse(Lang::En, text).unwrap_err().to_string();
        assert!(error.starts_with(expected), "{text:?} gave {error:?}");
    }
}

#[test]
fn tags_name_languages_in_any_case_and_region() {
    assert_eq!(Lang::from_tag("ro-RO"), Some(Lang::Ro));
    assert_eq!(Lang::from_tag("CS"), Some(Lang::Cs));
    assert_eq!(Lang::from_tag("fa_IR"), Some(Lang::Fa));
    assert_eq!(Lang::from_tag("de"), None);
    assert!(Lang::ALL
        .iter()
        .all(|&lang| Lang::from_tag(lang.tag()) == Some(lang)));
    assert!(Lang::Fa.is_rtl() && !Lang::Cs.is_rtl());
}

#[test]
fn every_language_has_every_key_with_the_same_placeholders() {
    for lang in Lang::ALL {
        let text = file(lang).expect("every language is built in by default");
        let own = Catalogue::parse(lang, text)
            .unwrap_or_else(|error| panic!("lang/{}.txt: {error}", lang.tag()));
        assert_eq!(own.differences(english()), Vec::<String>::new());
    }
}

/// A program built with English alone speaks English until it installs
/// another language's file, and refuses a file that is no catalogue (a
/// server's error page, an empty answer), keeping English.
#[test]
fn a_language_installed_while_running_is_spoken_over_english() {
    static FILES: Files = Files::new([Some("yes = yes\nno = no\n"), None, None, None]);
    assert_eq!(FILES.get(Lang::Ro), None);
    let before = FILES.read(Lang::Ro, Digits::Ascii);
    assert_eq!(
        (before.lang(), before.say("yes", &[])),
        (Lang::En, "yes".to_string())
    );
    let page = "<!doctype html>\n<html lang=\"en\"><title>404</title>\n".to_string();
    assert!(FILES.install(Lang::Ro, page).is_err());
    assert!(FILES.install(Lang::Ro, "# nothing\n".to_string()).is_err());
    assert_eq!(FILES.get(Lang::Ro), None);
    FILES.install(Lang::Ro, "yes = da\n".to_string()).unwrap();
    let after = FILES.read(Lang::Ro, Digits::Ascii);
    assert_eq!(after.lang(), Lang::Ro);
    assert_eq!(
        (after.say("yes", &[]), after.say("no", &[])),
        ("da".into(), "no".into())
    );
    // English is built in: installing it again changes nothing.
    FILES.install(Lang::En, "yes = oui\n".to_string()).unwrap();
    assert_eq!(FILES.read(Lang::En, Digits::Ascii).say("yes", &[]), "yes");
}

/// The words a sentence gets from the catalogue and not from its template:
/// a move past the tenth counted in the language's way, and unlabelled
/// nodes named in it (the root, an address, a deep address with its depth).
#[test]
fn ordinals_and_unlabelled_names_are_said_in_every_language() {
    use gametree::explain::explain;
    use gametree::{parse, search, Algorithm, Frame, Options};
    // Root's 12th child is best; its 13th goes down to depth 7.
    let tree = parse("(1 2 3 4 5 6 7 8 9 10 11 50 (((((((1))))))))").unwrap();
    let trace = search(&tree, &Options::new(Algorithm::Minimax)).unwrap();
    let expected = [
        (
            Lang::En,
            [
                "its 12th move",
                "Start at the root",
                "node 11,",
                "at depth 7",
            ],
        ),
        (
            Lang::Ro,
            [
                "a 12-a sa mutare",
                "de la rădăcina",
                "nodul 11,",
                "adâncimea 7",
            ],
        ),
        (
            Lang::Cs,
            ["svůj 12. tah", "v uzlu kořen", "uzel 11,", "v hloubce 7"],
        ),
        (
            Lang::Fa,
            [
                "حرکت \u{2066}12\u{2069}ام خود",
                "شروع از ریشه",
                "گره‌ی \u{2066}11\u{2069}",
                "در عمق \u{2066}7\u{2069}",
            ],
        ),
    ];
    for (lang, parts) in expected {
        let words = gametree::lang::words(lang, Digits::Ascii);
        let mut frame = Frame::new(&tree);
        let mut said = String::new();
        for step in &trace.steps {
            said.push_str(&explain(words, &tree, &trace, &frame, step));
            said.push('\n');
            frame.apply(&tree, step);
        }
        for part in parts {
            assert!(
                said.contains(part),
                "{}: no {part:?} in\n{said}",
                lang.tag()
            );
        }
    }
}

#[test]
fn an_unlabelled_node_opens_a_sentence_as_each_language_writes_it() {
    use gametree::explain::{name_in, subject};
    use gametree::lang::words;
    let tree = gametree::parse("((3 12 8) (2 4 6))").unwrap();
    let (root, child) = (
        gametree::NodeId::ROOT,
        tree.children(gametree::NodeId::ROOT)[1],
    );
    let said = |lang| {
        let words = words(lang, Digits::Ascii);
        [
            subject(words, &tree, root),
            name_in(words, &tree, root),
            subject(words, &tree, child),
        ]
        .join(" / ")
    };
    assert_eq!(said(Lang::En), "The root / the root / Node 1");
    assert_eq!(said(Lang::Ro), "Rădăcina / rădăcina / Nodul 1");
    assert_eq!(said(Lang::Cs), "Kořen / kořen / Uzel 1");
    assert_eq!(said(Lang::Fa), "ریشه / ریشه / گره‌ی \u{2066}1\u{2069}");
}

#[test]
fn a_built_in_catalogue_leaves_out_its_comments_and_keeps_every_entry() {
    let on_disk = include_str!("../lang/en.txt");
    let built_in = file(Lang::En).expect("English is built in");
    assert!(built_in.len() < on_disk.len());
    assert!(built_in
        .lines()
        .all(|line| !line.starts_with('#') && !line.is_empty()));
    assert_eq!(
        Catalogue::parse(Lang::En, built_in),
        Catalogue::parse(Lang::En, on_disk)
    );
    let text = "# a comment\n\nkey = text # not a comment\n\r\nother = more";
    let bytes: [u8; 39] = gametree::lang::uncommented(text);
    assert_eq!(gametree::lang::uncommented_length(text), 39);
    assert_eq!(&bytes, b"key = text # not a comment\nother = more");
}
