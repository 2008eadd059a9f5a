//! What lectures and messages call a node: its address (`notation.md`'s
//! child indices joined by dots), its name in a sentence, and the letters
//! A, B, C, … the slides give unlabelled nodes.

use super::arena::Tree;
use super::node::NodeId;

impl Tree {
    /// The node's address as `notation.md` defines it: child indices from
    /// the root joined by dots, `""` for the root.
    pub fn address(&self, id: NodeId) -> String {
        let mut path = Vec::new();
        let mut at = id;
        while let Some(parent) = self.parent(at) {
            path.push(self.child_index(at));
            at = parent;
        }
        path.iter()
            .rev()
            .map(usize::to_string)
            .collect::<Vec<_>>()
            .join(".")
    }

    /// The node at `address`, if there is one.
    pub fn find(&self, address: &str) -> Option<NodeId> {
        let mut at = NodeId::ROOT;
        if address.is_empty() {
            return Some(at);
        }
        for part in address.split('.') {
            let position: usize = part.parse().ok()?;
            at = *self.children(at).get(position)?;
        }
        Some(at)
    }

    /// A copy in which every unlabelled node is named A, B, C, … in
    /// breadth-first order, as the slides name them; names the tree already
    /// uses, and the words min, max, and, or and inf, are skipped.
    pub fn with_letter_names(&self) -> Tree {
        // The letters are ASCII, so ASCII case is all a clash can differ in.
        let taken: std::collections::HashSet<String> = self
            .nodes
            .iter()
            .filter_map(|node| node.label.as_deref().map(str::to_ascii_lowercase))
            .collect();
        let mut names = (1u64..).map(letters).filter(|name| {
            let lower = name.to_ascii_lowercase();
            !taken.contains(&lower)
                && !matches!(lower.as_str(), "min" | "max" | "and" | "or" | "inf")
        });
        let mut tree = self.clone();
        let mut queue = std::collections::VecDeque::from([NodeId::ROOT]);
        while let Some(id) = queue.pop_front() {
            let node = &mut tree.nodes[id.index()];
            if node.label.is_none() {
                node.label = names.next().map(String::into_boxed_str);
            }
            queue.extend(self.children(id));
        }
        tree
    }

    /// A name for `id` in messages: its label, or its address when
    /// unlabelled (see [`Tree::shown_address`]).
    pub fn name(&self, id: NodeId) -> String {
        match &self.node(id).label {
            Some(label) => label.to_string(),
            None if id == NodeId::ROOT => "the root".to_string(),
            None => match self.shown_address(id) {
                (steps, None) => format!("node {steps}"),
                (steps, Some(depth)) => format!("node …{steps} at depth {depth}"),
            },
        }
    }

    /// The address an unlabelled node is named by, and its depth when the
    /// address is cut short. Deep down, only the last steps of the address
    /// and the depth: a full address is as long as the tree is deep, and a
    /// trace names every node it visits.
    pub fn shown_address(&self, id: NodeId) -> (String, Option<u32>) {
        const SHOWN_STEPS: u32 = 6;
        if self.depth(id) <= SHOWN_STEPS {
            return (self.address(id), None);
        }
        let mut steps = Vec::new();
        let mut at = id;
        while let (Some(parent), true) = (self.parent(at), steps.len() < SHOWN_STEPS as usize) {
            steps.push(self.child_index(at).to_string());
            at = parent;
        }
        steps.reverse();
        (steps.join("."), Some(self.depth(id)))
    }
}

/// The `n`-th name of the sequence A, …, Z, AA, AB, … (from 1).
fn letters(mut n: u64) -> String {
    let mut name = Vec::new();
    while n > 0 {
        n -= 1;
        name.push(b'A' + (n % 26) as u8);
        n /= 26;
    }
    name.reverse();
    String::from_utf8(name).expect("ASCII letters")
}
