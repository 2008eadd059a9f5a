//! The share bar: a link to this very step, the drawing as SVG or PNG, the
//! tree as notation or JSON, and the code that embeds the player in
//! another page (a course page, a slide) with `?embed`.

use crate::strings::strings;
use gametree::share::{self, Shared};
use gametree::{Options, Tree};
use gloo_timers::callback::Timeout;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{
    Blob, BlobPropertyBag, CanvasRenderingContext2d, Element, HtmlAnchorElement, HtmlCanvasElement,
    HtmlImageElement, HtmlInputElement, Url,
};
use yew::prelude::*;

/// The name of every exported file, before its extension.
const FILE_STEM: &str = "minimax-lab";

/// How many PNG pixels per screen pixel: sharp on slides and in print.
const PNG_SCALE: f64 = 2.0;

/// The computed styles copied onto each element of an exported drawing, so
/// that it looks the same without the page's style sheets. `display` and
/// `visibility` keep hidden parts hidden.
const INLINED_STYLES: [&str; 12] = [
    "fill",
    "stroke",
    "stroke-width",
    "stroke-dasharray",
    "font-family",
    "font-size",
    "font-weight",
    "opacity",
    "text-anchor",
    "dominant-baseline",
    "display",
    "visibility",
];

/// The SVG namespace, which a standalone `.svg` file must declare.
const SVG_NAMESPACE: &str = "http://www.w3.org/2000/svg";

/// How long "Link copied" stays, in milliseconds.
const FEEDBACK_MS: u32 = 2_500;

/// What the share bar needs to describe the moment on show.
#[derive(Properties, PartialEq)]
pub struct ShareBarProps {
    /// The tree, for the JSON export.
    pub tree: Rc<Tree>,
    /// The tree in the notation, for the notation export and the address.
    pub text: Rc<str>,
    /// The search and its variant.
    pub options: Options,
    /// How many steps have been played.
    pub step: usize,
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
}

/// Buttons that copy a link, export the drawing or the tree, and show the
/// code that embeds this tree.
#[component]
pub fn ShareBar(props: &ShareBarProps) -> Html {
    let text = strings();
    let link_copy = use_state_eq(|| LinkCopy::Idle);
    let embed_open = use_state_eq(|| false);
    let snippet_copied = use_state_eq(|| false);
    let link_field = use_node_ref();
    let snippet_field = use_node_ref();
    let address = {
        let (text, options, step) = (props.text.clone(), props.options, props.step);
        move || {
            share::encode(&Shared {
                text: text.to_string(),
                options,
                step,
            })
        }
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
                LinkCopy::Idle => None,
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
            download_text(
                &drawing.markup,
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
        let notation = props.text.clone();
        Callback::from(move |_: MouseEvent| {
            download_text(
                &format!("{notation}\n"),
                "text/plain;charset=utf-8",
                &format!("{FILE_STEM}.txt"),
            )
        })
    };
    let on_export_json = {
        let tree = props.tree.clone();
        Callback::from(move |_: MouseEvent| {
            download_text(
                &gametree::json::to_json(&tree),
                "application/json",
                &format!("{FILE_STEM}.json"),
            )
        })
    };
    let on_toggle_embed = {
        let embed_open = embed_open.clone();
        Callback::from(move |_: MouseEvent| embed_open.set(!*embed_open))
    };
    let snippet =
        embed_open.then(|| embed_snippet(page_without_address(&current_page()), &address()));
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
        <div class="share-bar" role="group" aria-label={text.share}>
            <button type="button" class="copy-link" onclick={on_copy_link}>{ text.copy_link }</button>
            if *link_copy == LinkCopy::Copied {
                <span class="share-feedback" role="status">{ text.link_copied }</span>
            }
            <button type="button" class="export-svg" onclick={on_export_svg}>{ text.export_svg }</button>
            <button type="button" class="export-png" onclick={on_export_png}>{ text.export_png }</button>
            <button type="button" class="export-notation" onclick={on_export_notation}>{ text.export_notation }</button>
            <button type="button" class="export-json" onclick={on_export_json}>{ text.export_json }</button>
            <button
                type="button"
                class="embed-toggle"
                aria-expanded={embed_open.to_string()}
                onclick={on_toggle_embed}
            >
                { text.embed }
            </button>
            if let LinkCopy::Refused(link) = &*link_copy {
                <div class="share-field">
                    <span class="share-hint" role="status">{ text.copy_refused }</span>
                    <input
                        ref={link_field}
                        class="share-link"
                        type="text"
                        readonly=true
                        aria-label={text.link_field}
                        value={link.clone()}
                    />
                </div>
            }
            if let Some(snippet) = snippet {
                <div class="share-field">
                    <input
                        ref={snippet_field}
                        class="embed-snippet"
                        type="text"
                        readonly=true
                        aria-label={text.embed_code}
                        value={snippet}
                    />
                    <button type="button" class="copy-snippet" onclick={on_copy_snippet}>{ text.copy }</button>
                    if *snippet_copied {
                        <span class="share-feedback" role="status">{ text.copied }</span>
                    }
                </div>
            }
        </div>
    }
}

/// Whether a page's query (`location.search`, with or without its `?`)
/// asks for embed mode: a bare `embed` flag, or `embed=` with any value.
pub fn embed_requested(query: &str) -> bool {
    query
        .trim_start_matches('?')
        .split('&')
        .any(|pair| pair == "embed" || pair.starts_with("embed="))
}

/// The page's address up to its query and fragment: what an embedding
/// snippet adds `?embed#…` to.
pub fn page_without_address(href: &str) -> &str {
    let end = href.find(['?', '#']).unwrap_or(href.len());
    &href[..end]
}

/// The link that opens `page` (its query kept, its fragment replaced) at `address`.
pub fn page_link(page: &str, address: &str) -> String {
    let end = page.find('#').unwrap_or(page.len());
    format!("{}#{address}", &page[..end])
}

/// The one line of HTML that embeds the player, showing `address`, in
/// another page: an iframe of `page` in embed mode.
pub fn embed_snippet(page: &str, address: &str) -> String {
    let source = escape_attribute(&format!("{page}?embed#{address}"));
    let title = escape_attribute(strings().title);
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
fn current_page() -> String {
    gloo_utils::window().location().href().unwrap_or_default()
}

/// Puts `text` on the clipboard, then calls `done` with whether that
/// worked. Browsers refuse outside secure pages and without permission.
fn copy_to_clipboard(text: String, done: impl FnOnce(bool) + 'static) {
    let navigator = gloo_utils::window().navigator();
    // `navigator.clipboard` is missing altogether on insecure pages.
    let clipboard = js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard"))
        .ok()
        .filter(|clipboard| !clipboard.is_undefined() && !clipboard.is_null());
    let Some(clipboard) = clipboard else {
        done(false);
        return;
    };
    let promise = clipboard
        .unchecked_into::<web_sys::Clipboard>()
        .write_text(&text);
    wasm_bindgen_futures::spawn_local(async move {
        done(wasm_bindgen_futures::JsFuture::from(promise).await.is_ok());
    });
}

/// Focuses a read-only field and selects its text, ready for Ctrl+C.
fn select_field(field: &NodeRef) {
    if let Some(input) = field.cast::<HtmlInputElement>() {
        let _ = input.focus();
        input.select();
    }
}

/// The drawing on show as a standalone SVG file.
struct Drawing {
    /// The file's text.
    markup: String,
    /// Its width in CSS pixels.
    width: f64,
    /// Its height in CSS pixels.
    height: f64,
}

/// The live `svg.tree-view`, copied with the styles that matter written on
/// each element, its size in pixels, its namespace and a background of the
/// page's colour: a file that looks the same anywhere.
fn standalone_drawing() -> Option<Drawing> {
    let document = gloo_utils::document();
    let window = gloo_utils::window();
    let live = document.query_selector("svg.tree-view").ok()??;
    let copy: Element = live.clone_node_with_deep(true).ok()?.dyn_into().ok()?;
    inline_styles(&window, &live, &copy);
    let originals = live.query_selector_all("*").ok()?;
    let copies = copy.query_selector_all("*").ok()?;
    for index in 0..originals.length().min(copies.length()) {
        if let (Some(original), Some(copied)) = (originals.item(index), copies.item(index)) {
            inline_styles(&window, original.unchecked_ref(), copied.unchecked_ref());
        }
    }

    let rect = live.get_bounding_client_rect();
    let (width, height) = (
        rect.width().round().max(1.0),
        rect.height().round().max(1.0),
    );
    copy.set_attribute("width", &width.to_string()).ok()?;
    copy.set_attribute("height", &height.to_string()).ok()?;
    copy.set_attribute_ns(
        Some("http://www.w3.org/2000/xmlns/"),
        "xmlns",
        SVG_NAMESPACE,
    )
    .ok()?;

    // The page's background, behind the whole view box.
    if let Some(view_box) = copy.get_attribute("viewBox") {
        let background = document
            .create_element_ns(Some(SVG_NAMESPACE), "rect")
            .ok()?;
        let numbers: Vec<&str> = view_box.split_whitespace().collect();
        if let [x, y, box_width, box_height] = numbers[..] {
            for (name, value) in [
                ("x", x),
                ("y", y),
                ("width", box_width),
                ("height", box_height),
            ] {
                background.set_attribute(name, value).ok()?;
            }
            background
                .set_attribute("fill", &background_colour(&window, &live))
                .ok()?;
            copy.insert_before(&background, copy.first_child().as_ref())
                .ok()?;
        }
    }

    let markup = web_sys::XmlSerializer::new()
        .ok()?
        .serialize_to_string(&copy)
        .ok()?;
    Some(Drawing {
        markup: format!("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{markup}\n"),
        width,
        height,
    })
}

/// Writes the computed values of [`INLINED_STYLES`] of `original` as the
/// `style` of `copy`.
fn inline_styles(window: &web_sys::Window, original: &Element, copy: &Element) {
    let Ok(Some(computed)) = window.get_computed_style(original) else {
        return;
    };
    let style: String = INLINED_STYLES
        .iter()
        .filter_map(|name| {
            let value = computed.get_property_value(name).ok()?;
            (!value.is_empty()).then(|| format!("{name}: {value}; "))
        })
        .collect();
    let _ = copy.set_attribute("style", style.trim_end());
}

/// The first background colour that is not transparent, from `element` up.
fn background_colour(window: &web_sys::Window, element: &Element) -> String {
    let mut current = Some(element.clone());
    while let Some(element) = current {
        if let Ok(Some(computed)) = window.get_computed_style(&element) {
            let colour = computed
                .get_property_value("background-color")
                .unwrap_or_default();
            if !colour.is_empty() && colour != "transparent" && colour != "rgba(0, 0, 0, 0)" {
                return colour;
            }
        }
        current = element.parent_element();
    }
    "white".to_string()
}

/// Draws `drawing` on a canvas at [`PNG_SCALE`] and downloads it as PNG.
fn download_png(drawing: Drawing) {
    let Some(url) = object_url(&drawing.markup, "image/svg+xml") else {
        return;
    };
    let Ok(image) = HtmlImageElement::new() else {
        return;
    };
    let loaded = image.clone();
    let source = url.clone();
    let on_load = Closure::once_into_js(move || {
        Url::revoke_object_url(&source).ok();
        draw_and_download(&loaded, drawing.width, drawing.height);
    });
    image.set_onload(Some(on_load.unchecked_ref()));
    image.set_src(&url);
}

/// Draws a loaded image scaled by [`PNG_SCALE`] and downloads the canvas.
fn draw_and_download(image: &HtmlImageElement, width: f64, height: f64) -> Option<()> {
    let canvas: HtmlCanvasElement = gloo_utils::document()
        .create_element("canvas")
        .ok()?
        .dyn_into()
        .ok()?;
    let (width, height) = (width * PNG_SCALE, height * PNG_SCALE);
    // Whole pixels: the size was rounded and the scale is a whole number.
    canvas.set_width(width as u32);
    canvas.set_height(height as u32);
    let context: CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    context
        .draw_image_with_html_image_element_and_dw_and_dh(image, 0.0, 0.0, width, height)
        .ok()?;
    let on_blob = Closure::once_into_js(move |blob: JsValue| {
        if let Ok(blob) = blob.dyn_into::<Blob>() {
            download_blob(&blob, &format!("{FILE_STEM}.png"));
        }
    });
    canvas.to_blob(on_blob.unchecked_ref()).ok()
}

/// A Blob of `text` typed `mime`.
fn text_blob(text: &str, mime: &str) -> Option<Blob> {
    let bag = BlobPropertyBag::new();
    bag.set_type(mime);
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    Blob::new_with_str_sequence_and_options(&parts, &bag).ok()
}

/// An object URL for `text` typed `mime`; revoke it when done.
fn object_url(text: &str, mime: &str) -> Option<String> {
    Url::create_object_url_with_blob(&text_blob(text, mime)?).ok()
}

/// Downloads `text` as a file called `name`.
fn download_text(text: &str, mime: &str, name: &str) {
    if let Some(blob) = text_blob(text, mime) {
        download_blob(&blob, name);
    }
}

/// Downloads `blob` as a file called `name`, through a temporary link.
fn download_blob(blob: &Blob, name: &str) {
    let Ok(url) = Url::create_object_url_with_blob(blob) else {
        return;
    };
    let document = gloo_utils::document();
    let link = document
        .create_element("a")
        .ok()
        .and_then(|element| element.dyn_into::<HtmlAnchorElement>().ok());
    if let (Some(link), Some(body)) = (link, document.body()) {
        link.set_href(&url);
        link.set_download(name);
        if body.append_child(&link).is_ok() {
            link.click();
            link.remove();
        }
    }
    // The browser reads the URL after this click returns: free it a moment
    // later. The timer is one-shot and owns nothing else, so it may outlive us.
    Timeout::new(FEEDBACK_MS, move || {
        Url::revoke_object_url(&url).ok();
    })
    .forget();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embed_mode_is_a_query_flag() {
        assert!(embed_requested("?embed"));
        assert!(embed_requested("embed"));
        assert!(embed_requested("?lang=en&embed=1"));
        assert!(!embed_requested(""));
        assert!(!embed_requested("?embedded"));
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
    fn a_link_replaces_the_fragment_only() {
        assert_eq!(
            page_link("https://x.org/lab/?embed#t=(1)", "t=(1_2)&s=1"),
            "https://x.org/lab/?embed#t=(1_2)&s=1"
        );
    }

    #[test]
    fn the_snippet_is_one_iframe_line() {
        assert_eq!(
            embed_snippet("https://x.org/lab/", "t=((3_12_8)_(2_4_6))&a=alphabeta"),
            r#"<iframe src="https://x.org/lab/?embed#t=((3_12_8)_(2_4_6))&amp;a=alphabeta" width="720" height="480" style="border:0" title="Minimax Lab"></iframe>"#
        );
    }
}
