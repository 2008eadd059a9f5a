//! Tests of the shared address (`share.rs`): what it looks like, that it
//! reads back equal for any text and options, and the messages for
//! addresses that were cut, edited by hand or tampered with.
#![cfg(not(target_arch = "wasm32"))]

use expect_test::{expect, Expect};
use gametree::lang::{english, Lang};
use gametree::options::{Bug, Expansion, FinalMove, MonteCarlo, MOST_ITERATIONS};
use gametree::share::{
    decode, encode, encode_game, with_lang, Comparison, Found, Link, Opens, ShareError, Shared,
    MAX_TEXT_CHARACTERS,
};
use gametree::{Algorithm, Failure, MoveOrder, Options, TieRule};
use proptest::prelude::*;

/// Shows the fragment `shared` encodes to, which must decode back equal.
fn check_encode(shared: &Shared, expected: Expect) {
    let fragment = encode(shared);
    assert_eq!(
        decode(&fragment).as_ref(),
        Ok(shared),
        "decoding {fragment}"
    );
    expected.assert_eq(&fragment);
}

/// Decodes `fragment` and shows what it holds, or the error.
fn check(fragment: &str, expected: Expect) {
    let actual = match decode(fragment) {
        Ok(Shared {
            text,
            options,
            step,
            compare,
        }) => {
            let mut found = format!("text {text:?}, {}, step {step}", describe(&options));
            if let Some(comparison) = compare {
                found += &format!(
                    "; compared with {}, by node {}",
                    describe(&comparison.options),
                    comparison.by_node
                );
            }
            found
        }
        Err(error) => format!("error {error}"),
    };
    expected.assert_eq(&actual);
}

/// The options of one search, every field named.
fn describe(options: &Options) -> String {
    let mut found = format!(
        "{} depth {:?} ties {:?} failure {:?}",
        options.algorithm.name(),
        options.depth,
        options.ties,
        options.failure
    );
    if options.order != MoveOrder::Drawn {
        found += &format!(" order {}", options.order.name());
    }
    if options.iterative {
        found += " iterative";
    }
    if let Some(bug) = options.bug {
        found += &format!(" bug {}", bug.name());
    }
    found
}

fn shared(text: &str, options: Options, step: usize) -> Shared {
    Shared {
        text: text.to_string(),
        options,
        step,
        compare: None,
    }
}

#[test]
fn what_an_address_looks_like() {
    check_encode(
        &shared(
            "((3 12 8) (2 4 6) (14 5 2))",
            Options::new(Algorithm::Minimax),
            0,
        ),
        expect!["t=((3_12_8)_(2_4_6)_(14_5_2))&a=minimax"],
    );
    check_encode(
        &shared(
            "A(B(E=3 F=12) C=-1.5(1/2:H 0.5:I))",
            Options {
                depth: Some(2),
                ties: TieRule::Strict,
                failure: Failure::Hard,
                ..Options::new(Algorithm::AlphaBeta)
            },
            17,
        ),
        expect!["t=A(B(E=3_F=12)_C=-1.5(1/2:H_0.5:I))&a=alphabeta&d=2&ties=strict&fail=hard&s=17"],
    );
    check_encode(
        &shared(
            "(3 4)",
            Options {
                order: MoveOrder::Random(42),
                iterative: true,
                ..Options::new(Algorithm::Pvs)
            },
            0,
        ),
        expect!["t=(3_4)&a=pvs&o=random:42&i=1"],
    );
    check_encode(
        &Shared {
            compare: Some(Comparison {
                options: Options {
                    ties: TieRule::Strict,
                    order: MoveOrder::Best,
                    ..Options::new(Algorithm::AlphaBeta)
                },
                by_node: true,
            }),
            ..shared("(3 4)", Options::new(Algorithm::AlphaBeta), 5)
        },
        expect!["t=(3_4)&a=alphabeta&s=5&a2=alphabeta&ties2=strict&o2=best"],
    );
    check_encode(
        &Shared {
            compare: Some(Comparison {
                options: Options::new(Algorithm::Minimax),
                by_node: false,
            }),
            ..shared("(3 4)", Options::new(Algorithm::AlphaBeta), 0)
        },
        expect!["t=(3_4)&a=alphabeta&a2=minimax&sync=step"],
    );
    check_encode(
        &shared(
            "# Ș's tree\n[<1,2> +inf]\t&x=%_",
            Options::new(Algorithm::NegamaxAlphaBeta),
            3,
        ),
        expect!["t=%23_%C8%98%27s_tree%0A%5B%3C1,2%3E_%2Binf%5D%09%26x=%25%5F&a=negamax-ab&s=3"],
    );
    check_encode(
        &shared("", Options::new(Algorithm::MaxN), 0),
        expect!["t=&a=maxn"],
    );
}

#[test]
fn reading_addresses() {
    check(
        "#t=(3_4)&a=alphabeta&d=0&ties=strict&fail=hard&s=2",
        expect![[r#"text "(3 4)", alphabeta depth Some(0) ties Strict failure Hard, step 2"#]],
    );
    // Defaults, explicit defaults, and unknown keys and empty parts.
    check(
        "t=7",
        expect![[r#"text "7", minimax depth None ties CutOnEqual failure Soft, step 0"#]],
    );
    check(
        "s=0&ties=equal&fail=soft&&zoom=2&theme&t=7&v=%ZZ",
        expect![[r#"text "7", minimax depth None ties CutOnEqual failure Soft, step 0"#]],
    );
    // Whatever a browser or a person escaped reads back, "+" included.
    check(
        "t=%28%33 %34%29+1&a=%61lphabeta",
        expect![[r#"text "(3 4)+1", alphabeta depth None ties CutOnEqual failure Soft, step 0"#]],
    );
    check(
        "t=Ș(1_2)&t2=x",
        expect![[r#"text "Ș(1 2)", minimax depth None ties CutOnEqual failure Soft, step 0"#]],
    );
}

#[test]
fn addresses_of_orders_and_compare_mode() {
    check(
        "#t=7&a=pvs&o=worst&i=1",
        expect![[
            r#"text "7", pvs depth None ties CutOnEqual failure Soft order worst iterative, step 0"#
        ]],
    );
    // An old app ignores the second search; this one shows both.
    check(
        "#t=7&a=alphabeta&a2=alphabeta&fail2=hard&d2=1&sync=step",
        expect![[
            r#"text "7", alphabeta depth None ties CutOnEqual failure Soft, step 0; compared with alphabeta depth Some(1) ties CutOnEqual failure Hard, by node false"#
        ]],
    );
    // Without `sync`, by the node finished; `sync=node`, as links written
    // before that was the default say it, still so.
    for link in [
        "#t=7&a=alphabeta&a2=minimax",
        "#t=7&a=alphabeta&a2=minimax&sync=node",
    ] {
        check(
            link,
            expect![[
                r#"text "7", alphabeta depth None ties CutOnEqual failure Soft, step 0; compared with minimax depth None ties CutOnEqual failure Soft, by node true"#
            ]],
        );
    }
    // Without `a2` there is no second search, whatever else it says.
    check(
        "#t=7&o2=best",
        expect![[r#"text "7", minimax depth None ties CutOnEqual failure Soft, step 0"#]],
    );
    check(
        "#t=7&o=sideways",
        expect![[
            r#"error the order in the address: unknown order "sideways"; expected drawn, best, worst or random:SEED"#
        ]],
    );
    check(
        "#t=7&o2=random:x",
        expect![[
            r#"error the second order in the address: the seed of a random order is a whole number from 0 to 18446744073709551615, not "x""#
        ]],
    );
    check(
        "#t=7&i=yes",
        expect![[r#"error the address names an unknown iterative deepening "yes" (known: 1, 0)"#]],
    );
    // A planted bug by its number among its algorithm's, whatever the order of the keys.
    check(
        "#t=7&bug2=2&a=alphabeta&a2=alphabeta",
        expect![[
            r#"text "7", alphabeta depth None ties CutOnEqual failure Soft, step 0; compared with alphabeta depth None ties CutOnEqual failure Soft bug swapped-window, by node true"#
        ]],
    );
    check(
        "#t=7&a=pvs&bug=1",
        expect![[
            r#"text "7", pvs depth None ties CutOnEqual failure Soft bug no-research, step 0"#
        ]],
    );
    check(
        "#t=7&a2=pvs&bug2=2",
        expect![[r#"error the address names an unknown second planted bug "2" (known: 1)"#]],
    );
    // Without a second search, its bug is not read.
    check(
        "#t=7&bug2=9",
        expect![[r#"text "7", minimax depth None ties CutOnEqual failure Soft, step 0"#]],
    );
    check(
        "#t=7&a2=pns&bug2=1",
        expect![
            "error the second planted bug in the address is for pns, which has no planted bugs"
        ],
    );
    check(
        "#t=7&a=pns&bug=1",
        expect!["error the planted bug in the address is for pns, which has no planted bugs"],
    );
    check(
        "#t=7&a2=pvs&sync=nodes",
        expect![[
            r#"error the address names an unknown stepping together "nodes" (known: step, node)"#
        ]],
    );
}

#[test]
fn tampered_addresses() {
    check(
        "#t=%ZZ",
        expect![[
            r#"error the tree in the address has a broken escape "%ZZ": "%" must be followed by two hexadecimal digits"#
        ]],
    );
    check(
        "#t=(1_2)%2",
        expect![[
            r#"error the tree in the address has a broken escape "%2": "%" must be followed by two hexadecimal digits"#
        ]],
    );
    check(
        "#t=%+F",
        expect![[
            r#"error the tree in the address has a broken escape "%+F": "%" must be followed by two hexadecimal digits"#
        ]],
    );
    check(
        "#t=%Ș",
        expect![[
            r#"error the tree in the address has a broken escape "%Ș": "%" must be followed by two hexadecimal digits"#
        ]],
    );
    check(
        "#t=%C8%28",
        expect!["error the tree in the address is not UTF-8 text: its %-escapes make bytes that are no characters"],
    );
    check(
        "#t=%FF",
        expect!["error the tree in the address is not UTF-8 text: its %-escapes make bytes that are no characters"],
    );
    check(
        "#t=7&a=best",
        expect![[
            r#"error the address names an unknown algorithm "best" (known: minimax, alphabeta, negamax, negamax-ab, pvs, expectiminimax, maxn, pns, pn2, dfpn, andor, mcts)"#
        ]],
    );
    check(
        "#a=best",
        expect![[
            r#"error the address names an unknown algorithm "best" (known: minimax, alphabeta, negamax, negamax-ab, pvs, expectiminimax, maxn, pns, pn2, dfpn, andor, mcts)"#
        ]],
    );
    check(
        "#s=-3",
        expect![[r#"error the step in the address is not a number: "-3""#]],
    );
    check(
        "#s=99999999999999999999",
        expect![[r#"error the step in the address is too large: "99999999999999999999""#]],
    );
    check(
        "#t=7&s=",
        expect![[r#"error the step in the address is not a number: """#]],
    );
    check(
        "#t=7&d=two",
        expect![[r#"error the depth in the address is not a number: "two""#]],
    );
    check(
        "#t=7&d=4294967296",
        expect![[r#"error the depth in the address is too large: "4294967296""#]],
    );
    check(
        "#t=7&ties=Strict",
        expect![[r#"error the address names an unknown tie rule "Strict" (known: equal, strict)"#]],
    );
    check(
        "#t=7&fail=hardest",
        expect![[
            r#"error the address names an unknown failure rule "hardest" (known: soft, hard)"#
        ]],
    );
    check(
        "#t=7&a=minimax&t=8",
        expect!["error the address gives the tree twice"],
    );
    check(
        "#a=minimax&s=3",
        expect![[r#"error the address carries no tree (no "t=")"#]],
    );
    check(
        "",
        expect![[r#"error the address carries no tree (no "t=")"#]],
    );
    check(
        "#",
        expect![[r#"error the address carries no tree (no "t=")"#]],
    );
}

#[test]
fn texts_past_the_limit_are_refused() {
    let longest = "é".repeat(MAX_TEXT_CHARACTERS);
    let fragment = encode(&shared(&longest, Options::new(Algorithm::Minimax), 0));
    assert_eq!(decode(&fragment).map(|shared| shared.text), Ok(longest));
    let error = decode(&format!("t={}1", "1".repeat(MAX_TEXT_CHARACTERS))).expect_err("too long");
    expect!["the tree in the address is longer than 1000000 characters, the most a link may carry"]
        .assert_eq(&error.to_string());
}

/// Any options, defaults or not.
fn options() -> impl Strategy<Value = Options> {
    (
        prop::sample::select(Algorithm::ALL.to_vec()),
        prop::option::of(any::<u32>()),
        prop::bool::ANY,
        prop::bool::ANY,
    )
        .prop_flat_map(|(algorithm, depth, strict, hard)| {
            let order = prop_oneof![
                Just(MoveOrder::Drawn),
                Just(MoveOrder::Best),
                Just(MoveOrder::Worst),
                any::<u64>().prop_map(MoveOrder::Random),
            ];
            let monte_carlo = (
                0..=MOST_ITERATIONS,
                any::<u64>(),
                0.0..1e6f64,
                prop::bool::ANY,
                prop::bool::ANY,
            )
                .prop_map(move |(iterations, seed, exploration, all, mean)| {
                    // The address carries these options for that search only.
                    if algorithm != Algorithm::MonteCarlo {
                        return MonteCarlo::default();
                    }
                    MonteCarlo {
                        iterations,
                        seed,
                        exploration,
                        expansion: if all { Expansion::All } else { Expansion::One },
                        final_move: if mean {
                            FinalMove::Mean
                        } else {
                            FinalMove::Visits
                        },
                    }
                });
            // Any bug planted in this search, or none.
            let bugs: Vec<Option<Bug>> = std::iter::once(None)
                .chain(Bug::planted_in(algorithm).map(Some))
                .collect();
            (
                order,
                prop::bool::ANY,
                monte_carlo,
                prop::sample::select(bugs),
            )
                .prop_map(move |(order, iterative, monte_carlo, bug)| Options {
                    algorithm,
                    depth,
                    ties: if strict {
                        TieRule::Strict
                    } else {
                        TieRule::CutOnEqual
                    },
                    failure: if hard { Failure::Hard } else { Failure::Soft },
                    order,
                    iterative,
                    monte_carlo,
                    bug,
                })
        })
}

/// No second search, or any, stepping either way.
fn comparison() -> impl Strategy<Value = Option<Comparison>> {
    prop::option::of(
        (options(), prop::bool::ANY).prop_map(|(options, by_node)| Comparison { options, by_node }),
    )
}

/// Any Unicode text, with plenty of the characters addresses treat specially.
fn text() -> impl Strategy<Value = String> {
    let special = prop::sample::select(vec![
        '&', '=', '#', '%', ' ', '\n', '_', '+', '?', '/', ':', '(', '[', '<',
    ]);
    prop::collection::vec(prop_oneof![any::<char>(), special], 0..60)
        .prop_map(|characters| characters.into_iter().collect())
}

proptest! {
    #[test]
    fn decoding_an_encoded_address_gives_it_back(
        text in text(),
        options in options(),
        step in any::<usize>(),
        compare in comparison(),
        hash in prop::bool::ANY,
    ) {
        let shared = Shared { text, options, step, compare };
        let fragment = encode(&shared);
        prop_assert!(
            fragment.bytes().all(|byte| byte.is_ascii_alphanumeric() || b"()=,.-/:_%&".contains(&byte)),
            "{}", fragment
        );
        let fragment = if hash { format!("#{fragment}") } else { fragment };
        prop_assert_eq!(decode(&fragment), Ok(shared));
    }

    #[test]
    fn decoding_any_fragment_never_panics(fragment in "[#&=%_a-z0-9A-F\u{80}-\u{10FFFF}]{0,40}") {
        let _ = decode(&fragment);
    }
}

/// Reads `address` whole (`share::Link`) and shows what it opens, in what
/// language and mode, and the English sentence of every part left out.
fn check_link(address: &str, expected: Expect) {
    let link = Link::read(address);
    let search = |found: &Result<Found, ShareError>| match found {
        Ok(Found { game, shared }) => {
            let mut said = format!("text {:?}", shared.text);
            if let Some(game) = game {
                said += &format!(", game {game}");
            }
            said += &format!(", {}, step {}", describe(&shared.options), shared.step);
            if let Some(comparison) = &shared.compare {
                said += &format!("; compared with {}", describe(&comparison.options));
            }
            said
        }
        Err(error) => format!("error {error}"),
    };
    let mut said = match &link.opens {
        Opens::Nothing => "nothing".to_string(),
        Opens::Search(found) => search(found),
        Opens::Exercise { code, on } => {
            let on = on.as_ref().map_or("no tree".to_string(), search);
            format!("exercise {code} on {on}")
        }
    };
    if let Some(lang) = link.lang {
        said += &format!("\nlang {}", lang.tag());
    }
    if link.embed {
        said += "\nembedded";
    }
    for message in &link.left_out {
        said += &format!("\nleft out: {}", message.say(english()));
    }
    expected.assert_eq(&said);
}

#[test]
fn a_link_is_read_whole_once() {
    check_link("", expect!["nothing"]);
    check_link("https://x.org/lab/", expect!["nothing"]);
    check_link(
        "https://x.org/lab/?embed&lang=ro#t=(1_2)&a=alphabeta&s=2",
        expect![[r#"
            text "(1 2)", alphabeta depth None ties CutOnEqual failure Soft, step 2
            lang ro
            embedded"#]],
    );
    check_link(
        "?embed=1#lang=fa",
        expect![[r#"
        nothing
        lang fa
        embedded"#]],
    );
    check_link(
        "#lang=cs",
        expect![[r#"
        nothing
        lang cs"#]],
    );
    check_link(
        "?lang=ro#lang=cs",
        expect![[r#"
        nothing
        lang ro"#]],
    );
    // A fragment alone, as the page keeps it, with or without its `#`.
    check_link(
        "t=(1_2)&a=minimax",
        expect![[r#"text "(1 2)", minimax depth None ties CutOnEqual failure Soft, step 0"#]],
    );
    check_link(
        "#x=cuts.alphabeta.equal.soft.b2-3.d3.v0~30.k2a.42.g2",
        expect!["exercise cuts.alphabeta.equal.soft.b2-3.d3.v0~30.k2a.42.g2 on no tree"],
    );
    check_link(
        "#x=values&t=(1_2)&a=minimax",
        expect![[
            r#"exercise values on text "(1 2)", minimax depth None ties CutOnEqual failure Soft, step 0"#
        ]],
    );
    // A query's own parameters are the server's, not the page's.
    check_link(
        "?utm_source=course#t=1",
        expect![[r#"text "1", minimax depth None ties CutOnEqual failure Soft, step 0"#]],
    );
}

#[test]
fn a_game_alone_is_a_whole_link() {
    check_link(
        "#g=nim,5",
        expect![[
            r#"text "", game nim,5, minimax depth None ties CutOnEqual failure Soft, step 0"#
        ]],
    );
    check_link(
        "#g=nim,5&t=&a=alphabeta&s=3",
        expect![[
            r#"text "", game nim,5, alphabeta depth None ties CutOnEqual failure Soft, step 3"#
        ]],
    );
    check_link(
        "#g=nim,5&t=(1_2)",
        expect![[r#"
            text "(1 2)", game nim,5, minimax depth None ties CutOnEqual failure Soft, step 0
            left out: t=(1_2): the tree is built from the game in "g=""#]],
    );
    check_link(
        "#a=minimax",
        expect![[r#"error the address carries no tree (no "t=")"#]],
    );
}

#[test]
fn every_part_the_page_cannot_honour_is_said() {
    check_link(
        "#t=(1_2)&a=alphabeta&bug=1",
        expect![[r#"
            text "(1 2)", alphabeta depth None ties CutOnEqual failure Soft, step 0
            left out: bug=1: a bug is planted only in a second search, beside the right one ("a2=" with "bug2=")"#]],
    );
    check_link(
        "#t=(1_2)&a=alphabeta&bug2=1",
        expect![[r#"
            text "(1 2)", alphabeta depth None ties CutOnEqual failure Soft, step 0
            left out: bug2=1 describes a second search, and the link opens none (no "a2=")"#]],
    );
    check_link(
        "#t=(1_2)&d2=1&sync=node",
        expect![[r#"
            text "(1 2)", minimax depth None ties CutOnEqual failure Soft, step 0
            left out: d2=1 describes a second search, and the link opens none (no "a2=")
            left out: sync=node describes a second search, and the link opens none (no "a2=")"#]],
    );
    check_link(
        "#t=(1_2)&a=alphabeta&mc=100,0,1.4,one,visits",
        expect![[r#"
            text "(1 2)", alphabeta depth None ties CutOnEqual failure Soft, step 0
            left out: mc=100,0,1.4,one,visits holds Monte Carlo tree search's options, which alphabeta does not take"#]],
    );
    check_link(
        "#t=(1_2)&a=mcts&a2=minimax&mc2=100,0,1.4,one,visits",
        expect![[r#"
            text "(1 2)", mcts depth None ties CutOnEqual failure Soft, step 0; compared with minimax depth None ties CutOnEqual failure Soft
            left out: mc2=100,0,1.4,one,visits holds Monte Carlo tree search's options, which minimax does not take"#]],
    );
    check_link(
        "#t=(1_2)&zoom=2&lang=de",
        expect![[r#"
            text "(1 2)", minimax depth None ties CutOnEqual failure Soft, step 0
            left out: zoom=2 means nothing to this page
            left out: lang=de names no language of this page (it speaks en, ro, cs and fa)"#]],
    );
    check_link(
        "#garbage",
        expect![[r#"
            nothing
            left out: garbage means nothing to this page"#]],
    );
    // The sentences are said as one.
    let link = Link::read("#t=1&bug=1&zoom=2");
    expect![[r#"zoom=2 means nothing to this page; bug=1: a bug is planted only in a second search, beside the right one ("a2=" with "bug2=")"#]]
        .assert_eq(&link.left_out_said().unwrap().say(english()));
    assert_eq!(Link::read("#t=1").left_out_said(), None);
}

#[test]
fn a_planted_bug_and_monte_carlo_options_the_page_honours_stay() {
    let link = Link::read("#t=(1_2)&a=alphabeta&a2=alphabeta&bug2=1&mc=5,0,1,one,visits");
    let Opens::Search(Ok(found)) = link.opens else {
        panic!("a search")
    };
    let second = found.shared.compare.expect("a second search").options;
    assert_eq!(second.bug, Bug::numbered(Algorithm::AlphaBeta, 1));
    assert_eq!(found.shared.options.monte_carlo, MonteCarlo::default());
    assert_eq!(link.left_out.len(), 1, "only mc= with alpha-beta");
    let monte_carlo = Link::read("#t=(1_2)&a=mcts&mc=5,0,1,one,visits");
    assert_eq!(monte_carlo.left_out, vec![]);
}

#[test]
fn every_link_written_reads_back_whole() {
    let shared = Shared {
        compare: Some(Comparison {
            options: Options {
                bug: Bug::numbered(Algorithm::AlphaBeta, 2),
                ..Options::new(Algorithm::AlphaBeta)
            },
            by_node: true,
        }),
        ..shared("(1 (2 3))", Options::new(Algorithm::Pvs), 4)
    };
    for fragment in [encode(&shared), encode_game("nim,5", &shared)] {
        let link = Link::read(&with_lang(
            &format!("https://x.org/?embed#{fragment}"),
            Lang::Fa,
        ));
        assert_eq!(link.left_out, vec![], "{fragment}");
        assert_eq!((link.lang, link.embed), (Some(Lang::Fa), true));
        let Opens::Search(Ok(found)) = link.opens else {
            panic!("{fragment}")
        };
        assert_eq!(found.shared.options, shared.options);
        assert_eq!(found.shared.compare, shared.compare);
        assert_eq!(found.shared.step, 4);
    }
}

#[test]
fn a_language_goes_in_the_query_and_the_fragment_stays() {
    assert_eq!(
        with_lang("https://x.org/lab/?embed&lang=ro#t=(1_2)&lang=cs", Lang::Fa),
        "https://x.org/lab/?embed&lang=fa#t=(1_2)&lang=cs"
    );
    assert_eq!(
        with_lang("https://x.org/lab/#t=(1_2)", Lang::Cs),
        "https://x.org/lab/?lang=cs#t=(1_2)"
    );
    assert_eq!(
        with_lang("https://x.org/", Lang::En),
        "https://x.org/?lang=en"
    );
}
