//! The share panel: a link to this very step, the drawing as SVG or PNG, the
//! tree as notation or JSON (made by `crate::export`), LaTeX (or, in its
//! buttons' place, the core's sentence why none is written), and the code
//! that embeds the player in another page (a course page, a slide) with
//! `?embed`.

use crate::components::copy_button::{copy_to_clipboard, select_field};
use crate::components::panel::Panel;
use crate::export::{download, download_png, standalone_drawing, FILE_STEM};
use crate::hooks::use_speaking;
use crate::language::{chosen, explanations};
use crate::lesson::Lesson;
use crate::limits::{LONGEST_ADDRESS, MOST_LATEX_NODES, MOST_SLIDES};
use crate::shared::ByAddress;
use crate::state::share_address;
use crate::strings::said;
use crate::worker::ask::{made, Unmade};
use crate::worker::job::Request;
use gametree::games::Recipe;
use gametree::latex::check_labels;
use gametree::share::{with_lang, Comparison, Link};
use gametree::{Options, Tree};
use gloo_timers::callback::Timeout;
use std::rc::Rc;
use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;

/// How long "Link copied" stays, in milliseconds.
const FEEDBACK_MS: u32 = 2_500;

/// What the share bar needs to describe the moment on show.
#[derive(Properties, PartialEq)]
pub struct ShareBarProps {
    /// The search on show, as drawn, for the LaTeX exports.
    pub lesson: Rc<Lesson>,
    /// The tree, for the JSON export.
    pub tree: ByAddress<Tree>,
    /// The tree in the notation, for the notation export and the address.
    pub text: ByAddress<str>,
    /// The search and its variant.
    pub options: Options,
    /// How many steps have been played.
    pub step: usize,
    /// Compare mode's second search, when it is on.
    #[prop_or_default]
    pub compare: Option<Comparison>,
    /// The recipe of the game the tree was built from, which the link
    /// carries instead of the tree.
    #[prop_or_default]
    pub game: Option<Rc<Recipe>>,
}

/// How the last attempt to copy the link went.
#[derive(Clone, PartialEq)]
enum LinkCopy {
    /// Nothing to report.
    Idle,
    /// The link is on the clipboard.
    Copied,
    /// The browser refused the clipboard: the link is shown, selected.
    Refused(AttrValue),
    /// The link would be longer than a browser keeps: nothing is copied.
    TooLong,
}

/// Buttons that copy a link, export the drawing or the tree, and show the
/// code that embeds this tree.
#[component]
pub fn ShareBar(props: &ShareBarProps) -> Html {
    use_speaking();
    let link_copy = use_state_eq(|| LinkCopy::Idle);
    let embed_open = use_state_eq(|| false);
    let snippet_copied = use_state_eq(|| false);
    let link_field = use_node_ref();
    let snippet_field = use_node_ref();
    // Why the last LaTeX asked for did not come, if it did not.
    let latex_unmade = use_state_eq(|| None::<Unmade>);
    let address = {
        let (text, options, step) = (props.text.clone(), props.options, props.step);
        let (compare, game) = (props.compare, props.game.clone());
        move || share_address(&text, game.as_deref(), options, step, compare)
    };

    // "Link copied" fades after a moment; a refused copy selects the link.
    {
        let link_field = link_field.clone();
        let reset = link_copy.clone();
        use_effect_with((*link_copy).clone(), move |copy| {
            let timer = match copy {
                LinkCopy::Copied => {
                    Some(Timeout::new(FEEDBACK_MS, move || reset.set(LinkCopy::Idle)))
                }
                LinkCopy::Refused(_) => {
                    select_field(&link_field);
                    None
                }
                LinkCopy::Idle | LinkCopy::TooLong => None,
            };
            move || drop(timer)
        });
    }
    {
        let reset = snippet_copied.clone();
        use_effect_with(*snippet_copied, move |copied| {
            let timer = copied.then(|| Timeout::new(FEEDBACK_MS, move || reset.set(false)));
            move || drop(timer)
        });
    }

    let on_copy_link = {
        let link_copy = link_copy.clone();
        let address = address.clone();
        Callback::from(move |_: MouseEvent| {
            let link = page_link(&current_page(), &address());
            if link.len() > LONGEST_ADDRESS {
                link_copy.set(LinkCopy::TooLong);
                return;
            }
            let link_copy = link_copy.clone();
            copy_to_clipboard(link.clone(), move |copied| {
                link_copy.set(if copied {
                    LinkCopy::Copied
                } else {
                    LinkCopy::Refused(link.into())
                })
            });
        })
    };
    let on_export_svg = Callback::from(|_: MouseEvent| {
        if let Some(drawing) = standalone_drawing() {
            download(
                drawing.markup.as_bytes(),
                "image/svg+xml",
                &format!("{FILE_STEM}.svg"),
            );
        }
    });
    let on_export_png = Callback::from(|_: MouseEvent| {
        if let Some(drawing) = standalone_drawing() {
            download_png(drawing);
        }
    });
    let on_export_notation = {
        let notation = props.text.0.clone();
        Callback::from(move |_: MouseEvent| {
            download(
                format!("{notation}\n").as_bytes(),
                "text/plain;charset=utf-8",
                &format!("{FILE_STEM}.txt"),
            )
        })
    };
    let on_export_json = {
        let tree = props.tree.clone();
        Callback::from(move |_: MouseEvent| {
            download(
                gametree::json::to_json(&tree).as_bytes(),
                "application/json",
                &format!("{FILE_STEM}.json"),
            )
        })
    };
    // LaTeX of the search on show: the tree at this step, or every step.
    // The worker writes it (`crate::worker`), as `gametree export` does.
    let latex = |slides: bool| {
        let lesson = props.lesson.clone();
        let step = props.step;
        let latex_unmade = latex_unmade.clone();
        Callback::from(move |_: MouseEvent| {
            let Ok(run) = &lesson.run else { return };
            let step = step.min(run.trace.len());
            // A tree the core refuses has no LaTeX buttons (below).
            let options = run.trace.options;
            let request = Request::latex(&lesson.tree, options, step, slides, chosen().0);
            let file = if slides {
                format!("{FILE_STEM}-slides.tex")
            } else {
                format!("{FILE_STEM}-step-{step}.tex")
            };
            let latex_unmade = latex_unmade.clone();
            spawn_local(async move {
                match made(request).await {
                    Ok(document) => {
                        latex_unmade.set(None);
                        download(&document, "application/x-tex;charset=utf-8", &file);
                    }
                    Err(unmade) => latex_unmade.set(Some(unmade)),
                }
            });
        })
    };
    let on_export_latex = latex(false);
    let on_export_slides = latex(true);
    // LaTeX is for a lecturer's trees and searches; larger ones would make
    // documents of hundreds of megabytes, which the command line writes.
    let lesson = &props.lesson;
    let steps = lesson.run.as_ref().map_or(0, |run| run.trace.len());
    let searched = lesson.run.is_ok();
    let small = searched && lesson.tree.len() <= MOST_LATEX_NODES;
    // A label no document sets: the sentence the command line says instead.
    let refused = small.then(|| check_labels(&lesson.tree).err()).flatten();
    let figure = small && refused.is_none();
    let slides = figure && steps < MOST_SLIDES;
    let hint = match refused {
        Some(reason) => Some(reason.say(explanations())),
        None => (searched && !slides).then(|| said("share.latex-too-large").to_string()),
    };
    let on_toggle_embed = {
        let embed_open = embed_open.clone();
        Callback::from(move |_: MouseEvent| embed_open.set(!*embed_open))
    };
    let snippet =
        embed_open.then(|| embed_snippet(page_without_address(&current_page()), &address()));
    // Opened below the fold, the snippet is brought into sight.
    {
        let snippet_field = snippet_field.clone();
        use_effect_with(*embed_open, move |&open| {
            if let Some(field) = snippet_field.cast::<web_sys::Element>().filter(|_| open) {
                field.scroll_into_view_with_bool(false);
            }
        });
    }
    let on_copy_snippet = {
        let snippet = snippet.clone().unwrap_or_default();
        let snippet_copied = snippet_copied.clone();
        let snippet_field = snippet_field.clone();
        Callback::from(move |_: MouseEvent| {
            let snippet_copied = snippet_copied.clone();
            let snippet_field = snippet_field.clone();
            copy_to_clipboard(snippet.clone(), move |copied| {
                if copied {
                    snippet_copied.set(true);
                } else {
                    select_field(&snippet_field);
                }
            });
        })
    };

    html! {
        <Panel class="share-panel" title={said("share.share")}>
        <div class="share-bar" role="group" aria-label={said("share.share")}>
            <button type="button" class="copy-link" onclick={on_copy_link}>{ said("share.copy-link") }</button>
            if *link_copy == LinkCopy::Copied {
                <span class="share-feedback" role="status">{ said("share.link-copied") }</span>
            }
            if *link_copy == LinkCopy::TooLong {
                <span class="share-hint" role="status">{ said("share.too-long") }</span>
            }
            <button type="button" class="export-svg" onclick={on_export_svg}>{ said("share.export-svg") }</button>
            <button type="button" class="export-png" onclick={on_export_png}>{ said("share.export-png") }</button>
            <button type="button" class="export-notation" onclick={on_export_notation}>{ said("share.export-notation") }</button>
            <button type="button" class="export-json" onclick={on_export_json}>{ said("share.export-json") }</button>
            if figure {
                <button type="button" class="export-latex" onclick={on_export_latex}>{ said("share.export-latex") }</button>
            }
            if slides {
                <button type="button" class="export-slides" onclick={on_export_slides}>{ said("share.export-slides") }</button>
            }
            if let Some(hint) = hint {
                <span class="share-hint latex-hint">{ hint }</span>
            }
            if let Some(unmade) = *latex_unmade {
                <span class="share-hint latex-unmade" role="status">{ said(match unmade {
                    Unmade::NoWorker => "page.worker-missing",
                    Unmade::Refused => "share.latex-unmade",
                }) }</span>
            }
            <button
                type="button"
                class="embed-toggle"
                aria-expanded={embed_open.to_string()}
                onclick={on_toggle_embed}
            >
                { said("share.embed") }
            </button>
            if let LinkCopy::Refused(link) = &*link_copy {
                <div class="share-field">
                    <span class="share-hint" role="status">{ said("share.copy-refused") }</span>
                    { copy_field(link_field, "share-link", said("share.link-field"), link.clone()) }
                </div>
            }
            if let Some(snippet) = snippet {
                <div class="share-field">
                    { copy_field(snippet_field, "embed-snippet", said("share.embed-code"), snippet.into()) }
                    <button type="button" class="copy-snippet" onclick={on_copy_snippet}>{ said("share.copy") }</button>
                    if *snippet_copied {
                        <span class="share-feedback" role="status">{ said("share.copied") }</span>
                    }
                </div>
            }
        </div>
        </Panel>
    }
}

/// A read-only field holding text to copy, selected for Ctrl+C when the
/// browser refuses the clipboard.
fn copy_field(field: NodeRef, class: &'static str, label: &'static str, value: AttrValue) -> Html {
    html! { <input ref={field} {class} type="text" readonly=true aria-label={label} {value} /> }
}

/// Whether a page's whole address asks for embed mode: a bare `embed` flag
/// in its query, or `embed=` with any value (read by the one link codec).
pub fn embed_requested(address: &str) -> bool {
    Link::read(address).embed
}

/// The page's address up to its query and fragment: what an embedding
/// snippet adds `?embed#…` to.
pub fn page_without_address(href: &str) -> &str {
    let end = href.find(['?', '#']).unwrap_or(href.len());
    &href[..end]
}

/// The link that opens `page` (its query kept, its fragment replaced) at
/// `address`, in the page's language whatever the reader's browser speaks.
pub fn page_link(page: &str, address: &str) -> String {
    let end = page.find('#').unwrap_or(page.len());
    format!("{}#{address}", with_lang(&page[..end], chosen().0))
}

/// The one line of HTML that embeds the player, showing `address`, in
/// another page: an iframe of `page` in embed mode.
pub fn embed_snippet(page: &str, address: &str) -> String {
    let lang = chosen().0.tag();
    let source = escape_attribute(&format!("{page}?embed&lang={lang}#{address}"));
    let title = escape_attribute(said("page.title"));
    format!(
        r#"<iframe src="{source}" width="720" height="480" style="border:0" title="{title}"></iframe>"#
    )
}

/// `value` made safe inside a double-quoted HTML attribute.
fn escape_attribute(value: &str) -> String {
    value
        .replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The address of this page as the browser shows it.
pub fn current_page() -> String {
    gloo_utils::window().location().href().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embed_mode_is_a_query_flag() {
        assert!(embed_requested("https://x.org/?embed#t=1"));
        assert!(embed_requested("?embed"));
        assert!(embed_requested("?lang=en&embed=1"));
        assert!(!embed_requested(""));
        assert!(!embed_requested("?embedded"));
        assert!(
            !embed_requested("#embed"),
            "a query flag, not the fragment's"
        );
    }

    #[test]
    fn the_page_loses_its_query_and_fragment() {
        assert_eq!(
            page_without_address("https://x.org/lab/index.html?embed#t=(1_2)"),
            "https://x.org/lab/index.html"
        );
        assert_eq!(
            page_without_address("https://x.org/lab/"),
            "https://x.org/lab/"
        );
    }

    #[test]
    fn a_link_replaces_the_fragment_and_names_the_language() {
        assert_eq!(
            page_link("https://x.org/lab/?embed&lang=ro#t=(1)", "t=(1_2)&s=1"),
            "https://x.org/lab/?embed&lang=en#t=(1_2)&s=1"
        );
    }

    #[test]
    fn the_snippet_is_one_iframe_line() {
        assert_eq!(
            embed_snippet("https://x.org/lab/", "t=((3_12_8)_(2_4_6))&a=alphabeta"),
            r#"<iframe src="https://x.org/lab/?embed&amp;lang=en#t=((3_12_8)_(2_4_6))&amp;a=alphabeta" width="720" height="480" style="border:0" title="Minimax Lab"></iframe>"#
        );
    }
}
