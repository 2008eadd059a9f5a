//! A worksheet to print, in practice mode: the kind (values, cuts or
//! windows), the level, how many exercises and from which seed; it opens
//! as a page of its own (`gametree::handout`, made by the page's worker),
//! each exercise with its code and link, the answer key on pages of its
//! own, to print with the browser.

use crate::components::share_bar::{current_page, page_without_address};
use crate::export::{blank_tab, show_page};
use crate::hooks::use_speaking;
use crate::language::chosen;
use crate::notice::Notice;
use crate::strings::{practice, said};
use crate::worker::ask::{made, Unmade};
use crate::worker::job::{Job, Request};
use gametree::exercise::{Kind, Level};
use wasm_bindgen_futures::spawn_local;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// The most exercises a printed worksheet holds, so that making them keeps
/// the page responsive.
const MOST_EXERCISES: usize = 20;

/// What the form tells the page.
#[derive(Properties, PartialEq)]
pub struct WorksheetFormProps {
    /// A count or seed that is no whole number in range, or no worksheet
    /// could be made.
    pub on_refuse: Callback<Notice>,
}

/// The form.
#[component]
pub fn WorksheetForm(props: &WorksheetFormProps) -> Html {
    use_speaking();
    let kinds: Vec<Kind> = Kind::ALL
        .into_iter()
        .filter(|kind| kind.on_paper())
        .collect();
    // The menus' choices, and the two fields as typed.
    let kind = use_state(|| Kind::Cuts);
    let level = use_state(|| Level::Medium);
    let count = use_state(|| "6".to_string());
    let seed = use_state(|| "1".to_string());
    let on_kind = {
        let (kind, kinds) = (kind.clone(), kinds.clone());
        Callback::from(move |event: Event| {
            let menu: HtmlSelectElement = event.target_unchecked_into();
            kind.set(kinds[(menu.selected_index().max(0) as usize).min(kinds.len() - 1)]);
        })
    };
    let on_level = {
        let level = level.clone();
        Callback::from(move |event: Event| {
            let menu: HtmlSelectElement = event.target_unchecked_into();
            level.set(Level::ALL[(menu.selected_index().max(0) as usize).min(2)]);
        })
    };
    let typed = |field: UseStateHandle<String>| {
        Callback::from(move |event: InputEvent| {
            let input: HtmlInputElement = event.target_unchecked_into();
            field.set(input.value());
        })
    };
    let on_open = {
        let (kind, level, count, seed) = (*kind, *level, count.clone(), seed.clone());
        let on_refuse = props.on_refuse.clone();
        Callback::from(move |_: MouseEvent| {
            let count = count.trim().parse::<usize>().ok();
            let seed = seed.trim().parse::<u64>().ok();
            let (Some(count @ 1..=MOST_EXERCISES), Some(seed)) = (count, seed) else {
                on_refuse.emit(Notice::new("practice.worksheet-numbers"));
                return;
            };
            let job = Job::Worksheet {
                kind: kind.name().to_string(),
                level: level.name().to_string(),
                count,
                seed,
                page: page_without_address(&current_page()).to_string(),
            };
            let request = Request::in_lang(job, chosen().0);
            // The tab is opened by the click; the sheet comes when made.
            let tab = blank_tab();
            let on_refuse = on_refuse.clone();
            spawn_local(async move {
                let unmade = match made(request).await {
                    Ok(html) => {
                        return show_page(tab.as_ref(), &html, "minimax-lab-worksheet.html")
                    }
                    Err(Unmade::NoWorker) => "page.worker-missing",
                    Err(Unmade::Refused) => "practice.worksheet-failed",
                };
                if let Some(tab) = tab {
                    let _ = tab.close();
                }
                on_refuse.emit(Notice::new(unmade));
            });
        })
    };
    html! {
        <section class="panel worksheet-form" aria-label={said("practice.worksheet")}>
            <h2 class="panel-title">{ said("practice.worksheet") }</h2>
            <p class="edit-hint">{ said("practice.worksheet-hint") }</p>
            <div class="exercise-menus">
                <label>
                    { said("practice.kind") }
                    <select id="worksheet-kind" onchange={on_kind}>
                        for each in kinds {
                            <option selected={each == *kind}>{ practice::kind_name(each) }</option>
                        }
                    </select>
                </label>
                <label>
                    { said("practice.level") }
                    <select id="worksheet-level" onchange={on_level}>
                        for each in Level::ALL {
                            <option selected={each == *level}>{ practice::level_name(each) }</option>
                        }
                    </select>
                </label>
                <label>
                    { said("practice.worksheet-count") }
                    <input id="worksheet-count" type="number" min="1" max={MOST_EXERCISES.to_string()}
                        value={(*count).clone()} oninput={typed(count.clone())} />
                </label>
                <label>
                    { said("practice.worksheet-seed") }
                    <input id="worksheet-seed" type="number" min="0"
                        value={(*seed).clone()} oninput={typed(seed.clone())} />
                </label>
            </div>
            <div class="exercise-buttons">
                <button type="button" id="open-worksheet" onclick={on_open}>{ said("practice.open-worksheet") }</button>
            </div>
        </section>
    }
}
