//! Hooks that tie the page to the browser: the playback timer and the keyboard.

mod keyboard;
mod playback;

pub use keyboard::use_keyboard;
pub use playback::use_playback;
