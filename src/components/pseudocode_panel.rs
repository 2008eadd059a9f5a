//! The pseudocode of the search that runs, with the current line lit.

use crate::hooks::use_speaking;
use crate::strings::said;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

/// The listing and the line to light.
#[derive(Properties, PartialEq)]
pub struct PseudocodePanelProps {
    /// The lines, indented with two spaces a level.
    pub lines: Vec<AttrValue>,
    /// The line of the current step; `None` before the first step.
    pub current: Option<usize>,
    /// When set, every line is a button that points at it (looking for a
    /// planted bug), told the line's index.
    #[prop_or_default]
    pub on_pick: Option<Callback<usize>>,
    /// The lines pointed at.
    #[prop_or_default]
    pub picked: Rc<Vec<usize>>,
    /// Whether the listing is a box of a few lines under the sentence (on a
    /// phone), which keeps the current line in its middle, with the lines
    /// around it, rather than only just in sight.
    #[prop_or_default]
    pub centred: bool,
}

/// The pseudocode panel.
#[component]
pub fn PseudocodePanel(props: &PseudocodePanelProps) -> Html {
    use_speaking();
    let listing_ref = use_node_ref();
    {
        let listing_ref = listing_ref.clone();
        use_effect_with((props.current, props.centred), move |&(_, centred)| {
            if let Some(listing) = listing_ref.cast::<HtmlElement>() {
                keep_current_line_in_sight(&listing, centred);
            }
        });
    }
    let lines = (props.lines.iter().enumerate()).map(|(index, line)| {
        (
            index,
            line,
            props.current == Some(index),
            hanging_indent(line),
        )
    });
    html! {
        <section class="pseudocode panel">
            <h2 class="panel-title">{ said("panels.pseudocode") }</h2>
            // Focusable, so that a keyboard can scroll it when it overflows.
            <ol class="listing" ref={listing_ref} tabindex="0" aria-label={said("panels.pseudocode")}>
                for (index, line, lit, style) in lines {
                    <li
                        class={lit.then_some("current")}
                        aria-current={lit.then_some("step")}
                        {style}
                    >
                        if let Some(pick) = &props.on_pick {
                            <button type="button" class="line-pick"
                                aria-pressed={props.picked.contains(&index).to_string()}
                                onclick={pick.reform(move |_| index)}>{ line.clone() }</button>
                        } else {
                            { line.clone() }
                        }
                    </li>
                }
            </ol>
        </section>
    }
}

/// The style that wraps a long line two characters deeper than its own
/// indentation (the text keeps its leading spaces, so the first row starts
/// at the margin and copies as written).
fn hanging_indent(line: &str) -> String {
    let hang = line.len() - line.trim_start_matches(' ').len() + 2;
    format!("padding-inline-start: calc({hang}ch + 0.5ch); text-indent: -{hang}ch")
}

/// Scrolls the listing just enough to show its current line when the
/// listing is taller than its box (or to the box's middle, `centred`);
/// then, if the side column scrolls by itself (on a laptop or a projector)
/// and has been scrolled away from the line, the column too. The page
/// itself never scrolls: on a phone that would take the tree away.
fn keep_current_line_in_sight(listing: &HtmlElement, centred: bool) {
    keep_line_in_listing(listing, centred);
    let column = listing.closest(".side").ok().flatten();
    let line = listing.query_selector("li.current").ok().flatten();
    if let (Some(column), Some(line)) = (column, line) {
        let scrolls = column.scroll_height() > column.client_height();
        let (shown, lit) = (
            column.get_bounding_client_rect(),
            line.get_bounding_client_rect(),
        );
        if scrolls && lit.top() < shown.top() {
            column.set_scroll_top(column.scroll_top() - (shown.top() - lit.top()) as i32);
        } else if scrolls && lit.bottom() > shown.bottom() {
            column.set_scroll_top(column.scroll_top() + (lit.bottom() - shown.bottom()) as i32);
        }
    }
}

/// Scrolls the listing, and nothing around it, just enough to show its
/// current line in the part of its box the window shows: on a phone compare
/// mode's listing, below the drawings, may be only its top lines on the
/// screen, and the lit line then comes up into them instead of the page
/// scrolling. `centred`, the line goes to the middle of the box (its first
/// rows to the top, when it is taller than the box).
fn keep_line_in_listing(listing: &HtmlElement, centred: bool) {
    let Some(line) = listing
        .query_selector("li.current")
        .ok()
        .flatten()
        .and_then(|line| line.dyn_into::<HtmlElement>().ok())
    else {
        return;
    };
    // The listing is positioned, so a line's offsetTop counts from its top.
    let top = line.offset_top();
    let bottom = top + line.offset_height();
    // As much of the box as the window shows, if a line fits in it, less
    // a little air under the line (and the box's fraction of a pixel).
    let window_height = gloo_utils::document()
        .document_element()
        .map_or(i32::MAX, |page| page.client_height());
    let on_screen = window_height - listing.get_bounding_client_rect().top() as i32 - 4;
    let shown = match listing.client_height() {
        whole if on_screen >= line.offset_height() => whole.min(on_screen),
        whole => whole,
    };
    let view_top = listing.scroll_top();
    if centred {
        listing.set_scroll_top(top - ((shown - line.offset_height()) / 2).max(0));
    } else if top < view_top {
        listing.set_scroll_top(top);
    } else if bottom > view_top + shown {
        listing.set_scroll_top(bottom - shown);
    }
}
