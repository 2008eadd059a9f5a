//! What the app's address (the part after `#`) carries, so that a link
//! opens the same tree, search and step: the tree's text, the algorithm
//! with its options, and the step, as URL-safe `key=value` pairs:
//!
//! ```text
//! t=((3_12_8)_(2_4_6))&a=alphabeta&d=2&ties=strict&fail=hard&s=17
//! ```
//!
//! - `t`: the tree's text, percent-encoded with ASCII letters, digits and
//!   `( ) = , . - / :` left as they are and a space written `_` (so `_`
//!   itself is `%5F`); every other character is `%XX` per UTF-8 byte. `<`
//!   and `>` are encoded too, although common in tuples: browsers encode
//!   them in addresses anyway, and chat programs end links at them.
//! - `a`: the algorithm's command-line name (`Algorithm::name`); minimax
//!   when absent.
//! - `d`: the depth limit; absent for a full-depth search.
//! - `ties`: `equal` (the default, left out) or `strict`.
//! - `fail`: `soft` (the default, left out) or `hard`.
//! - `o`: the order the children are searched in (`MoveOrder::name`:
//!   `best`, `worst`, `random:SEED`); absent for the drawn order.
//! - `i`: `1` for iterative deepening; absent for one search.
//! - `mc`: Monte Carlo tree search's options, when that is the search:
//!   `ITERATIONS,SEED,C,EXPAND,FINAL`, such as `100,0,1.4,one,visits`
//!   (`cli.md`'s `--iterations`, `--seed`, `--c`, `--expand`, `--final`);
//!   the defaults when absent.
//! - `bug`: a bug planted in the search (`options::Bug`), by its number
//!   among the bugs of its algorithm, from 1 (as the app's menu numbers
//!   them, so that a link does not say where it is); absent for none.
//! - `s`: the step; 0 when absent.
//! - Compare mode, two searches of the same tree side by side: `a2` (always
//!   written then), `d2`, `ties2`, `fail2`, `o2`, `i2` and `mc2` describe the
//!   second search as the keys without `2` describe the first (`bug2` too), and
//!   `sync=step` steps the two step by step rather than by the node
//!   finished (absent, or `sync=node` as older links wrote it: by the
//!   node). An address without `a2` shows one search, as before
//!   compare mode existed.
//! - `g`: a game tree named by its recipe (`games::Recipe`, such as
//!   `tictactoe,x.o/.x./...,d2`), written before the others; `t` is then
//!   empty or absent (`g=nim,5` alone is a whole link) and the app builds
//!   the tree from the recipe, since the whole of tic-tac-toe is megabytes
//!   of text ([`encode_game`], [`decode_game`]).
//!
//! Every value is percent-decoded (with `_` as a space) before it is read.
//! [`decode`] passes over keys it does not know, so that newer addresses
//! open in older apps; [`Link`] reads the whole address (the query's
//! `embed` and `lang`, an exercise's `x`) and names every key the page
//! cannot honour. A known key given twice is an error. The tree's text is
//! not parsed here: the app parses it and shows the notation's own error.

mod error;
mod fragment;
mod keys;
mod link;
mod part;

pub use error::ShareError;
pub use fragment::{
    decode, decode_game, encode, encode_game, Comparison, Shared, MAX_TEXT_CHARACTERS,
};
pub use link::{exercise_link, with_lang, Found, Link, Opens};
