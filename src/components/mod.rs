//! One component per file, or a plain function returning `Html` where it
//! keeps no state; `app.rs` lays them out.

pub mod announcer;
pub mod answer_bar;
pub mod board_editor;
pub mod chart;
pub mod choice;
pub mod compare_bar;
pub mod compare_stage;
pub mod controls;
pub mod copy_button;
pub mod counters;
pub mod dilemma_panel;
pub mod edit_bar;
pub mod exercise_form;
pub mod explanation;
pub mod field;
pub mod formula_panel;
pub mod games_panel;
pub mod history;
pub mod lambda_panel;
pub mod language_picker;
pub mod mode_switch;
pub mod options_bar;
pub mod ordering_lab;
pub mod panel;
pub mod pass_strip;
pub mod plan_panel;
pub mod position_view;
pub mod practice_panel;
pub mod pseudocode_panel;
pub mod random_form;
pub mod rule_table;
pub mod share_bar;
pub mod shortcut_sheet;
pub mod tree_editor;
pub mod tree_view;
