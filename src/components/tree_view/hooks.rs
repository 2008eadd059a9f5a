//! The drawing's two hooks: the size of its box, measured as the page
//! resizes it, and callbacks that stay the same across renders so that
//! nodes holding them are not drawn again.

use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

/// The size of `element` in CSS pixels, kept up to date by a
/// `ResizeObserver`; `None` until the first measure.
#[hook]
pub fn use_box_size(element: NodeRef) -> Option<(i32, i32)> {
    let size = use_state_eq(|| None);
    {
        let size = size.clone();
        use_effect_with(element, move |element| {
            let observed = element.cast::<web_sys::Element>();
            let measure = {
                let observed = observed.clone();
                Closure::<dyn FnMut(JsValue)>::new(move |_entries: JsValue| {
                    if let Some(element) = &observed {
                        size.set(Some((element.client_width(), element.client_height())));
                    }
                })
            };
            let observer = web_sys::ResizeObserver::new(measure.as_ref().unchecked_ref()).ok();
            if let (Some(observer), Some(element)) = (&observer, &observed) {
                observer.observe(element);
            }
            move || {
                if let Some(observer) = observer {
                    observer.disconnect();
                }
                drop(measure);
            }
        });
    }
    *size
}

/// A callback that stays the same from render to render and calls the
/// newest `callback`, so that children holding it need not redraw when
/// the page hands down a fresh closure.
#[hook]
pub fn use_steady_callback<T: 'static>(callback: &Callback<T>) -> Callback<T> {
    let latest: Rc<RefCell<Callback<T>>> = use_mut_ref(|| callback.clone());
    *latest.borrow_mut() = callback.clone();
    let steady = use_memo((), move |_| {
        Callback::from(move |value: T| {
            // Cloned out first, so that a render the call starts can update `latest`.
            let newest = latest.borrow().clone();
            newest.emit(value);
        })
    });
    (*steady).clone()
}
