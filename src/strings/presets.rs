//! The titles of the lecture examples in the menu: the core names them in
//! English, in the order of the notes, and each language's catalogue
//! gives them by their place in that order (`presets.1` is the first).

use super::say;

/// The menu's title of the lecture example at `index` (from 0).
pub fn preset_title(index: usize) -> String {
    say(&format!("presets.{}", index + 1), &[])
}

#[cfg(test)]
mod tests {
    use super::*;
    use gametree::presets::presets;

    #[test]
    fn every_lecture_example_has_its_title_in_english_as_the_core_names_it() {
        let titles: Vec<String> = (0..presets().len()).map(preset_title).collect();
        let core: Vec<&str> = presets().iter().map(|preset| preset.title).collect();
        assert_eq!(titles, core);
        assert!(!super::super::words().has(&format!("presets.{}", core.len() + 1)));
    }
}
