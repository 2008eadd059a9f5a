//! One component per file; `app.rs` lays them out.

pub mod controls;
pub mod counters;
pub mod edit_bar;
pub mod explanation;
pub mod history;
pub mod options_bar;
pub mod pseudocode_panel;
pub mod random_form;
pub mod rule_table;
pub mod share_bar;
pub mod shortcut_sheet;
pub mod tree_editor;
pub mod tree_view;
