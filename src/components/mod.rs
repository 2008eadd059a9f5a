//! One component per file; `app.rs` lays them out.

pub mod answer_bar;
pub mod chart;
pub mod compare_bar;
pub mod compare_stage;
pub mod controls;
pub mod copy_button;
pub mod counters;
pub mod edit_bar;
pub mod exercise_form;
pub mod explanation;
pub mod field;
pub mod formula_panel;
pub mod history;
pub mod mode_switch;
pub mod options_bar;
pub mod ordering_lab;
pub mod panel;
pub mod pass_strip;
pub mod practice_panel;
pub mod pseudocode_panel;
pub mod random_form;
pub mod rule_table;
pub mod share_bar;
pub mod shortcut_sheet;
pub mod tree_editor;
pub mod tree_view;
