//! Hooks that tie the page to the browser: the address, the language
//! switched in place, the playback timer, the keyboard, the window's size
//! (and the drawing kept in sight on a narrow one), and the tree and the
//! practice record kept across reloads.

mod address;
mod keyboard;
mod language;
mod playback;
mod screen;
mod storage;

pub use address::{use_address, written_here};
pub use keyboard::use_keyboard;
pub use language::{use_language, use_speaking, Speaking};
pub use playback::use_playback;
pub use screen::{show_the_drawing, use_screen, PHONE, SMALL_SCREEN, TREE_AREA};
pub use storage::{
    saved_draft, saved_here, saved_progress, saved_tree, use_saved_progress, use_saved_tree,
};
