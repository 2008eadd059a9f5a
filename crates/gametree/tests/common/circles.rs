//! Import circles at any depth: two sibling modules (of any parent) that
//! each name the other, directly or round a longer loop. The layers forbid
//! circles between top-level modules; this finds them inside a folder too
//! (`tree_view/describe.rs` naming `super::node` while `node.rs` names
//! `super::describe`). A module that names an item of one of its ancestors
//! (`use super::Action;` in `state/player.rs`) closes a circle of its own:
//! the ancestor declares it. Under [`Ancestors::Forbidden`] that is found
//! too, so every import points down: a parent declares and re-exports its
//! children, and they name only each other. A name through the crate's
//! root (`crate::Tree`, which `lib.rs` re-exports) names no ancestor.

use std::collections::{BTreeMap, BTreeSet, VecDeque};

/// A module's path below the crate's root: `["components", "tree_view",
/// "node"]` for `src/components/tree_view/node.rs`.
pub type ModulePath = Vec<String>;

/// A module path as code writes it: `["a", "b"]` for `"a::b"`, so that a
/// test can show the finder modules of its own.
pub fn module_named(written: &str) -> ModulePath {
    written.split("::").map(String::from).collect()
}

/// Whether a module may name the items of the modules that declare it.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Ancestors {
    /// No: an ancestor declares the module, so the two name each other.
    Forbidden,
    /// Yes: only circles between siblings are found.
    Allowed,
}

/// Every circle among `modules` (each a path and the text of its file
/// outside its tests), as lines such as `components::tree_view: describe ->
/// node -> describe`: a shortest loop from each module that is the smallest
/// on its own loop. A path that names an ancestor (an item its file
/// defines or re-exports) is not followed into the child that defines it;
/// under [`Ancestors::Forbidden`] it is a circle itself, written as
/// `state -> state::player -> state: Action`, with the names used.
pub fn circles_among(modules: &[(ModulePath, String)], ancestors: Ancestors) -> Vec<String> {
    let known: BTreeSet<&ModulePath> = modules.iter().map(|(path, _)| path).collect();
    // Edges between siblings: (parent, from, to).
    let mut edges: BTreeMap<ModulePath, BTreeMap<String, BTreeSet<String>>> = BTreeMap::new();
    // Names of an ancestor's items: (module, ancestor) -> the names.
    let mut upward: BTreeMap<(&ModulePath, ModulePath), BTreeSet<String>> = BTreeMap::new();
    for (from, text) in modules {
        for named in named_paths(from, text) {
            let Some(to) = (1..=named.len())
                .rev()
                .map(|length| named[..length].to_vec())
                .find(|prefix| known.contains(prefix))
            else {
                continue;
            };
            let shared = from.iter().zip(&to).take_while(|(a, b)| a == b).count();
            if shared == to.len() && shared < from.len() {
                // An ancestor's item (the crate's root is no module here).
                if named.len() == shared {
                    continue; // the ancestor itself, as a doc link names it
                }
                let names = named[shared..].join("::");
                upward.entry((from, to)).or_default().insert(names);
                continue;
            }
            if shared == from.len() || shared == to.len() {
                continue; // itself or a descendant
            }
            edges
                .entry(from[..shared].to_vec())
                .or_default()
                .entry(from[shared].clone())
                .or_default()
                .insert(to[shared].clone());
        }
    }
    let mut found = Vec::new();
    if ancestors == Ancestors::Forbidden {
        for ((from, to), names) in upward {
            let ancestor = to.join("::");
            let names: Vec<String> = names.into_iter().collect();
            found.push(format!(
                "{ancestor} -> {} -> {ancestor}: {}",
                from.join("::"),
                names.join(", ")
            ));
        }
    }
    for (parent, graph) in &edges {
        for start in graph.keys() {
            if let Some(loop_) = loop_from(graph, start) {
                // Each circle once: from its smallest member.
                if loop_.iter().min() == Some(start) {
                    found.push(format!("{}: {}", parent.join("::"), loop_.join(" -> ")));
                }
            }
        }
    }
    found
}

/// A shortest way from `start` back to itself, written with `start` at
/// both ends.
fn loop_from(graph: &BTreeMap<String, BTreeSet<String>>, start: &String) -> Option<Vec<String>> {
    let mut came_from: BTreeMap<&String, &String> = BTreeMap::new();
    let mut queue = VecDeque::from([start]);
    while let Some(node) = queue.pop_front() {
        for to in graph.get(node).into_iter().flatten() {
            if to == start {
                let mut way = vec![start.clone()];
                let mut at = node;
                while at != start {
                    way.push(at.clone());
                    at = came_from[at];
                }
                way.push(start.clone());
                way.reverse();
                return Some(way);
            }
            if !came_from.contains_key(to) {
                came_from.insert(to, node);
                queue.push_back(to);
            }
        }
    }
    None
}

/// The absolute paths a module's text names through `crate::`, `super::`
/// and `self::`, braces expanded: `use super::{a, b::C};` in `x::y` names
/// `x::a` and `x::b::C`.
pub fn named_paths(module: &[String], text: &str) -> Vec<ModulePath> {
    let mut paths = Vec::new();
    for (start, _) in text.match_indices("::") {
        // Only where a path starts: `crate`, `super` or `self`, not in the
        // middle of one (`super::super::x` is read once, from its first).
        let before = &text[..start];
        let word_length: usize = before
            .chars()
            .rev()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .map(char::len_utf8)
            .sum();
        let word_start = before.len() - word_length;
        let word = &before[word_start..];
        let preceded_by_path = before[..word_start].ends_with("::");
        if preceded_by_path || !matches!(word, "crate" | "super" | "self") {
            continue;
        }
        let mut base: ModulePath = match word {
            "crate" => Vec::new(),
            "self" => module.to_vec(),
            _ => module[..module.len().saturating_sub(1)].to_vec(),
        };
        let mut rest = &text[start + 2..];
        while let Some(after) = rest.strip_prefix("super::") {
            base.pop();
            rest = after;
        }
        expand(&base, rest, &mut paths);
    }
    paths
}

/// The paths that `rest` (what follows `base::`) names, braces expanded.
fn expand(base: &[String], rest: &str, paths: &mut Vec<ModulePath>) {
    let mut path = base.to_vec();
    let mut rest = rest;
    loop {
        if let Some(group) = rest.strip_prefix('{') {
            for item in top_level_items(group) {
                expand(&path, item.trim(), paths);
            }
            return;
        }
        let length = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        if length == 0 {
            break;
        }
        path.push(rest[..length].to_string());
        match rest[length..].strip_prefix("::") {
            Some(after) => rest = after,
            None => break,
        }
    }
    if path.len() > base.len() {
        paths.push(path);
    }
}

/// The comma-separated items of a brace group, up to its closing brace.
fn top_level_items(group: &str) -> Vec<&str> {
    let mut items = Vec::new();
    let (mut depth, mut from) = (0usize, 0usize);
    for (at, character) in group.char_indices() {
        match character {
            '{' => depth += 1,
            '}' if depth == 0 => {
                items.push(&group[from..at]);
                return items;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&group[from..at]);
                from = at + 1;
            }
            _ => {}
        }
    }
    items
}
