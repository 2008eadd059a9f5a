//! The tree text panel: a text box holding the tree in the notation, whose
//! drawing follows as the user types, with the parse error pointed at when
//! the text is not a tree; a button and a page-wide drop zone that read a
//! file in any format `gametree::import` knows; and undo and redo.

use crate::hooks::use_speaking;
use crate::language::explanations;
use crate::notice::Notice;
use crate::shared::ByAddress;
use crate::strings::{controls, editor, said};
use gametree::import::Format;
use gametree::{ParseError, Position};
use gloo_events::{EventListener, EventListenerOptions};
use gloo_file::callbacks::FileReader;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{DragEvent, HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

/// The largest file read, in megabytes: a tree the page can draw is far
/// smaller, and reading a huge file would freeze the tab.
pub const MAX_FILE_MB: u32 = 5;

/// What the panel shows and where its changes go.
#[derive(Properties, PartialEq)]
pub struct TreeEditorProps {
    /// The text in the box, as the user typed it.
    pub draft: ByAddress<str>,
    /// Whether the draft is the tree's own notation and longer than the
    /// page reads, and so is left out of the box.
    pub notation_hidden: bool,
    /// Why the text is not a tree, when it is not.
    pub error: Option<ParseError>,
    /// The format the last file was read as, to say so.
    pub note: Option<Format>,
    /// Whether there is a change to undo.
    pub can_undo: bool,
    /// Whether there is a change to redo.
    pub can_redo: bool,
    /// The text as typed.
    pub on_text: Callback<String>,
    /// A file's text, opened or dropped, to read in any format.
    pub on_import: Callback<String>,
    /// Tell the user why a file cannot be read.
    pub on_refuse: Callback<Notice>,
    /// Undo the last change of tree.
    pub on_undo: Callback<()>,
    /// Redo the last change undone.
    pub on_redo: Callback<()>,
}

/// The text box, the file button and the undo buttons.
#[component]
pub fn TreeEditor(props: &TreeEditorProps) -> Html {
    use_speaking();
    // A file being read: dropping the reader would cancel the read.
    let reading = use_mut_ref(|| None::<FileReader>);
    // A file's text, or why it cannot be read.
    let opened = {
        let (on_import, on_refuse) = (props.on_import.clone(), props.on_refuse.clone());
        Callback::from(move |read| match read {
            Ok(contents) => on_import.emit(contents),
            Err(why) => on_refuse.emit(why),
        })
    };
    use_file_drop(opened.clone(), reading.clone());

    let on_input = props.on_text.reform(|event: InputEvent| {
        let area: HtmlTextAreaElement = event.target_unchecked_into();
        area.value()
    });
    let on_open = {
        Callback::from(move |event: Event| {
            let input: HtmlInputElement = event.target_unchecked_into();
            if let Some(file) = input.files().and_then(|files| files.get(0)) {
                read_file(file, opened.clone(), &reading);
            }
            // Choosing the same file again reads it again.
            input.set_value("");
        })
    };
    let (undo_key, redo_key) = editor::UNDO_KEYS;
    // Undo or redo: its name, its key in the tooltip, off when there is nothing to go to.
    let history_button = |id: &'static str, name, key, enabled: bool, on: &Callback<()>| {
        html! {
            <button
                type="button"
                {id}
                disabled={!enabled}
                title={controls::with_key(name, key)}
                onclick={on.reform(|_| ())}
            >
                { name }
            </button>
        }
    };
    // A tree whose notation is longer than the page reads (a whole game
    // tree, megabytes of it) is not put in the box: a browser takes seconds
    // to lay such a text out, at every change of tree. Typed text always is.
    let shown = (!props.notation_hidden).then(|| props.draft.to_string());
    html! {
        <details class="panel editor" open=true>
            <summary class="panel-title">{ said("editor.tree-text") }</summary>
            <textarea
                id="tree-text"
                dir="ltr"
                class={classes!("tree-text", props.error.is_some().then_some("invalid"))}
                aria-label={said("editor.tree-text-field")}
                aria-invalid={props.error.is_some().to_string()}
                aria-describedby="tree-text-status"
                spellcheck="false"
                autocomplete="off"
                autocapitalize="none"
                rows="6"
                value={shown.clone().unwrap_or_default()}
                oninput={on_input}
            />
            <div id="tree-text-status" class="editor-status" aria-live="polite">
                if let Some(error) = &props.error {
                    <p id="editor-error" class="editor-error">{ error.to_string_in(explanations()) }</p>
                    <pre class="editor-caret">{ pointer(&props.draft, error.position) }</pre>
                } else if shown.is_none() {
                    <p class="editor-hint">{ said("editor.text-not-shown") }</p>
                } else if let Some(format) = props.note {
                    <p id="editor-note" class="editor-note">{ editor::read_as(&format.said().say(explanations())) }</p>
                } else {
                    <p class="editor-hint">{ said("editor.tree-text-hint") }</p>
                }
            </div>
            <div class="editor-buttons">
                { history_button("undo", said("editor.undo"), undo_key, props.can_undo, &props.on_undo) }
                { history_button("redo", said("editor.redo"), redo_key, props.can_redo, &props.on_redo) }
                <label class="open-file">
                    { said("editor.open-file") }
                    <input id="open-file" type="file" onchange={on_open} />
                </label>
                <span class="drop-hint">{ said("editor.drop-hint") }</span>
            </div>
        </details>
    }
}

/// Reads a file dropped anywhere on the page, as the open button does.
#[hook]
fn use_file_drop(opened: Callback<Opened>, reading: Rc<RefCell<Option<FileReader>>>) {
    // The page's listeners are added once; a drop hands the file to the
    // callback of the latest render.
    let latest = use_mut_ref(|| opened.clone());
    *latest.borrow_mut() = opened;
    use_effect_with((), move |()| {
        let document = gloo_utils::document();
        // Not passive: the browser would otherwise open the file itself.
        let options = EventListenerOptions::enable_prevent_default();
        let over = EventListener::new_with_options(&document, "dragover", options, |event| {
            event.prevent_default()
        });
        let on_drop = EventListener::new_with_options(&document, "drop", options, move |event| {
            event.prevent_default();
            let file = event
                .dyn_ref::<DragEvent>()
                .and_then(DragEvent::data_transfer)
                .and_then(|transfer| transfer.files())
                .and_then(|files| files.get(0));
            if let Some(file) = file {
                read_file(file, latest.borrow().clone(), &reading);
            }
        });
        move || drop((over, on_drop))
    });
}

/// A file's text, or why it cannot be read.
type Opened = Result<String, Notice>;

/// Reads `file` as text and hands it on, or says why not: too large
/// (checked before reading), not text, or unreadable.
fn read_file(
    file: web_sys::File,
    opened: Callback<Opened>,
    reading: &Rc<RefCell<Option<FileReader>>>,
) {
    let name = file.name();
    if file.size() > f64::from(MAX_FILE_MB) * 1024.0 * 1024.0 {
        opened.emit(Err(Notice::new("editor.file-too-large")
            .text("name", name)
            .number("limit", MAX_FILE_MB.into())));
        return;
    }
    let blob = gloo_file::Blob::from(file);
    let reader = gloo_file::callbacks::read_as_bytes(&blob, move |read| {
        opened.emit(match read {
            Ok(bytes) => {
                decode(bytes).ok_or_else(|| Notice::new("editor.binary-file").text("name", name))
            }
            Err(_) => Err(Notice::new("editor.unreadable-file").text("name", name)),
        });
    });
    *reading.borrow_mut() = Some(reader);
}

/// The text of a file, or `None` when it is not text: it holds a NUL byte
/// (no text file does) or is not UTF-8.
pub fn decode(bytes: Vec<u8>) -> Option<String> {
    if bytes.contains(&0) {
        return None;
    }
    String::from_utf8(bytes).ok()
}

/// The line of `text` at `position` with a caret under its column, so that
/// the user sees where the parser stopped.
pub fn pointer(text: &str, position: Position) -> String {
    // The parser does not count a byte-order mark, so neither does the caret.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let line = text
        .split('\n')
        .nth(position.line.saturating_sub(1) as usize)
        .unwrap_or("")
        .trim_end_matches('\r');
    // Tabs stay tabs, so the caret lines up however wide they are drawn.
    let indent: String = line
        .chars()
        .take(position.column.saturating_sub(1) as usize)
        .map(|c| if c == '\t' { '\t' } else { ' ' })
        .collect();
    format!("{line}\n{indent}^")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_caret_points_at_the_column_of_the_error() {
        let text = "# two lines\n((3 12) (2 x))";
        let error = gametree::parse(text).unwrap_err();
        assert_eq!(
            error.position,
            Position {
                line: 2,
                column: 13
            }
        );
        assert_eq!(
            pointer(text, error.position),
            "((3 12) (2 x))\n            ^"
        );
        assert_eq!(
            pointer("\t(1 ?)", Position { line: 1, column: 5 }),
            "\t(1 ?)\n\t   ^"
        );
        assert_eq!(pointer("", Position { line: 3, column: 1 }), "\n^");
    }

    #[test]
    fn only_text_files_are_read() {
        assert_eq!(decode(b"(1 2)".to_vec()), Some("(1 2)".to_string()));
        assert_eq!(decode(b"(1\0 2)".to_vec()), None);
        assert_eq!(decode(vec![0xff, 0xfe, 0x41]), None);
    }
}
