//! Files made from what the page shows: the drawing as a standalone SVG
//! (styles written on every element, so that it opens the same in a browser
//! and in a slide program) or as a PNG, and any file, text or bytes, as a
//! download.

use gloo_timers::callback::Timeout;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{
    Blob, BlobPropertyBag, CanvasRenderingContext2d, Element, HtmlAnchorElement, HtmlCanvasElement,
    HtmlImageElement, Url, Window,
};

/// The name of every exported file, before its extension.
pub const FILE_STEM: &str = "minimax-lab";

/// How many PNG pixels per screen pixel: sharp on slides and in print.
const PNG_SCALE: f64 = 2.0;

/// The computed styles copied onto each element of an exported drawing, so
/// that it looks the same without the page's style sheets. `display` and
/// `visibility` keep hidden parts hidden.
const INLINED_STYLES: [&str; 19] = [
    "fill",
    "stroke",
    "stroke-width",
    "stroke-dasharray",
    "stroke-linejoin",
    "stroke-linecap",
    "stroke-opacity",
    // The white halo behind a cut condition is a stroke painted first.
    "paint-order",
    "font-family",
    "font-size",
    "font-weight",
    "font-variant-numeric",
    "letter-spacing",
    "opacity",
    "text-anchor",
    "dominant-baseline",
    "display",
    "visibility",
    "fill-opacity",
];

/// The SVG namespace, which a standalone `.svg` file must declare.
const SVG_NAMESPACE: &str = "http://www.w3.org/2000/svg";

/// The drawing on show as a standalone SVG file.
pub struct Drawing {
    /// The file's text.
    pub markup: String,
    /// Its width in CSS pixels.
    width: f64,
    /// Its height in CSS pixels.
    height: f64,
}

/// The live `svg.tree-view`, copied with the styles that matter written on
/// each element, its size in pixels, its namespace and a background of the
/// page's colour: a file that looks the same anywhere.
pub fn standalone_drawing() -> Option<Drawing> {
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

    // What only screen readers read has no place in a picture.
    let descriptions = copy.query_selector_all(".node-description").ok()?;
    for index in 0..descriptions.length() {
        if let Some(description) = descriptions.item(index) {
            description.unchecked_into::<Element>().remove();
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

/// Draws `drawing` on a canvas at `PNG_SCALE` and downloads it as PNG.
pub fn download_png(drawing: Drawing) {
    let Some(url) = object_url(drawing.markup.as_bytes(), "image/svg+xml") else {
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

/// A Blob of `bytes` typed `mime`.
fn blob(bytes: &[u8], mime: &str) -> Option<Blob> {
    let bag = BlobPropertyBag::new();
    bag.set_type(mime);
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
    Blob::new_with_u8_array_sequence_and_options(&parts, &bag).ok()
}

/// An object URL for `bytes` typed `mime`; revoke it when done.
fn object_url(bytes: &[u8], mime: &str) -> Option<String> {
    Url::create_object_url_with_blob(&blob(bytes, mime)?).ok()
}

/// A new tab, opened at once: browsers let a page open one only in the
/// moments after a click, and the page to show in it ([`show_page`]) may
/// take longer to make. `None` when the browser refuses.
pub fn blank_tab() -> Option<Window> {
    let window = gloo_utils::window();
    window
        .open_with_url_and_target("about:blank", "_blank")
        .ok()
        .flatten()
}

/// Shows `html` (UTF-8) in `tab` (from [`blank_tab`]), a page of its own
/// to read and print; with no tab, downloads it as `name` instead.
pub fn show_page(tab: Option<&Window>, html: &[u8], name: &str) {
    let mime = "text/html;charset=utf-8";
    let url = object_url(html, mime);
    let shown = tab
        .zip(url)
        .is_some_and(|(tab, url)| tab.location().set_href(&url).is_ok());
    if !shown {
        download(html, mime, name);
    }
}

/// Downloads `bytes` (a text's UTF-8, or a zip) as a file called `name`.
pub fn download(bytes: &[u8], mime: &str, name: &str) {
    if let Some(blob) = blob(bytes, mime) {
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
    Timeout::new(REVOKE_AFTER_MS, move || {
        Url::revoke_object_url(&url).ok();
    })
    .forget();
}

/// How long a download's object URL is kept before it is freed, in milliseconds.
const REVOKE_AFTER_MS: u32 = 2_500;
