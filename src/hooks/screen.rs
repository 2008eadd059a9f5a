//! Whether the window is small: narrow (a phone) or short (a laptop whose
//! browser leaves the page little height). There the options fold away
//! behind a button, as they do in projector mode, so that the tree, its
//! sentence and its buttons share the first screen. On a narrow one the
//! panels also stack below the drawing, so that a button there which shows
//! something on the tree brings the drawing back into sight; on a phone the
//! pseudocode joins the first screen too.

use gloo_events::EventListener;
use yew::prelude::*;

/// The windows too small for the options above the stage: narrower than
/// the width below which the page stacks its columns (as in `style.css`),
/// or too short for the options, the tree, its sentence and the step
/// buttons at once (a 1366×768 laptop, a 1280×720 projector).
pub const SMALL_SCREEN: &str = "(max-width: 899px), (max-height: 799px)";

/// A phone held upright (as narrow as the phone's part of `style.css`):
/// the side column starts a screen below the drawing, so the pseudocode
/// stands under the sentence instead.
pub const PHONE: &str = "(max-width: 480px) and (orientation: portrait)";

/// Whether the window matches the media `query` now (`SMALL_SCREEN`,
/// `PHONE`), kept up to date as it is resized or turned.
#[hook]
pub fn use_screen(query: &'static str) -> bool {
    let matching = use_state_eq(|| matches(query));
    {
        let matching = matching.clone();
        use_effect_with(query, move |&query| {
            let query = gloo_utils::window().match_media(query).ok().flatten();
            let listener = query.map(|query| {
                // The window may have changed since the first render.
                matching.set(query.matches());
                EventListener::new(&query.clone(), "change", move |_| {
                    matching.set(query.matches())
                })
            });
            move || drop(listener)
        });
    }
    *matching
}

/// Whether the window matches the media `query` now.
fn matches(query: &str) -> bool {
    gloo_utils::window()
        .match_media(query)
        .ok()
        .flatten()
        .is_some_and(|list| list.matches())
}

/// The class of the drawing's column (`app.rs`), with its sentence and
/// its step buttons.
pub const TREE_AREA: &str = "tree-area";

/// Scrolls the page up to the drawing's column when its top is above the
/// window: a narrow screen stacks the panels below the drawing, and a new
/// tree, a hint, a step played from a button there or picked from the
/// history would otherwise go unseen. A wide screen, with the panels beside the drawing, stays still;
/// in compare mode, whose side column folds below the drawings in the stage's own scroll, the stage
/// goes back to its top.
pub fn show_the_drawing() {
    let Some(area) = gloo_utils::document()
        .get_elements_by_class_name(TREE_AREA)
        .item(0)
    else {
        return;
    };
    // Compare mode on a wide screen scrolls the stage, below the header,
    // rather than the page: back to its top, where the drawings are.
    if let Some(stage) = area.parent_element().filter(|stage| stage.scroll_top() > 0) {
        stage.set_scroll_top(0);
        return;
    }
    let top = area.get_bounding_client_rect().top();
    if top < 0.0 {
        // Whole pixels, down to the one the column starts in.
        gloo_utils::window().scroll_by_with_x_and_y(0.0, top.floor());
    }
}
