//! A frame's entry for every node, kept in chunks that frames share until
//! one of them writes there. The page copies the frame it shows at every
//! step, and a step writes a few entries: copying every entry of a game's
//! tree (half a million nodes, about 70 MB) took a sixth of a second a step
//! on a phone, where copying the chunks' pointers takes nothing.

use std::ops::{Index, IndexMut};
use std::rc::Rc;

/// Entries in a chunk: a step's few writes copy a chunk or two.
const CHUNK: usize = 1024;

/// One entry a node, by the node's index, like a `Vec` of them.
#[derive(Clone, Debug)]
pub struct Entries<T> {
    /// The entries, `CHUNK` a chunk (the last one padded).
    chunks: Vec<Rc<Vec<T>>>,
    /// How many entries there are.
    len: usize,
}

impl<T: Clone + Default> Entries<T> {
    /// `len` default entries, all in one shared chunk until written.
    pub fn new(len: usize) -> Entries<T> {
        Entries::filled(len, T::default())
    }

    /// `len` entries equal to `value`, sharing one chunk until written.
    fn filled(len: usize, value: T) -> Entries<T> {
        let chunk = Rc::new(vec![value; CHUNK]);
        Entries {
            chunks: vec![chunk; len.div_ceil(CHUNK)],
            len,
        }
    }

    /// Sets every entry to `value`.
    pub fn fill(&mut self, value: T) {
        *self = Entries::filled(self.len, value);
    }

    /// The entry at `index`, if there is one.
    pub fn get(&self, index: usize) -> Option<&T> {
        (index < self.len).then(|| &self.chunks[index / CHUNK][index % CHUNK])
    }

    /// The entry at `index` to change, if there is one: its chunk is
    /// copied first when another frame shares it.
    pub fn get_mut(&mut self, index: usize) -> Option<&mut T> {
        (index < self.len)
            .then(|| &mut Rc::make_mut(&mut self.chunks[index / CHUNK])[index % CHUNK])
    }

    /// How many entries there are: one a node of the tree.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there are none (a frame made for no tree).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Every entry, in the order of the nodes' indices.
    pub fn iter(&self) -> impl Iterator<Item = &T> {
        self.chunks
            .iter()
            .flat_map(|chunk| chunk.iter())
            .take(self.len)
    }
}

/// Equal when every entry is: a chunk two frames share is equal without
/// reading it (the page compares the frame on show with the next one at
/// every step), and the last chunk's padding is never read.
impl<T: PartialEq> PartialEq for Entries<T> {
    fn eq(&self, other: &Entries<T>) -> bool {
        let mut left = self.len;
        self.len == other.len
            && self.chunks.iter().zip(&other.chunks).all(|(mine, theirs)| {
                let used = left.min(CHUNK);
                left -= used;
                Rc::ptr_eq(mine, theirs) || mine[..used] == theirs[..used]
            })
    }
}

/// No entries: the proof numbers of a search that computes values.
impl<T> Default for Entries<T> {
    fn default() -> Entries<T> {
        Entries {
            chunks: Vec::new(),
            len: 0,
        }
    }
}

impl<T: Clone + Default> Index<usize> for Entries<T> {
    type Output = T;

    fn index(&self, index: usize) -> &T {
        self.get(index).expect("an entry for every node")
    }
}

impl<T: Clone + Default> IndexMut<usize> for Entries<T> {
    fn index_mut(&mut self, index: usize) -> &mut T {
        self.get_mut(index).expect("an entry for every node")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_copy_keeps_its_entries_when_the_original_writes() {
        let mut first: Entries<u32> = Entries::new(3 * CHUNK + 5);
        first[7] = 1;
        let copy = first.clone();
        first[7] = 2;
        first[3 * CHUNK + 4] = 3;
        assert_eq!((copy[7], copy[3 * CHUNK + 4]), (1, 0));
        assert_eq!((first[7], first[3 * CHUNK + 4]), (2, 3));
        assert_eq!(first.get(3 * CHUNK + 5), None);
        assert_eq!(first.iter().count(), 3 * CHUNK + 5);
        assert_ne!(first, copy);
        first.fill(0);
        assert_eq!(first, Entries::new(3 * CHUNK + 5));
        // Filled with 1, or written 1 entry by entry: the same entries.
        let mut written: Entries<u32> = Entries::new(CHUNK + 1);
        for index in 0..=CHUNK {
            written[index] = 1;
        }
        let mut filled: Entries<u32> = Entries::new(CHUNK + 1);
        filled.fill(1);
        assert_eq!(written, filled);
    }
}
