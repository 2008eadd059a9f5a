//! Hooks that tie the page to the browser: the playback timer, the keyboard
//! and the tree kept across reloads.

mod keyboard;
mod playback;
mod storage;

pub use keyboard::use_keyboard;
pub use playback::use_playback;
pub use storage::{saved_tree, use_saved_tree};
