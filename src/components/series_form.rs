//! A series of exercises for a lecturer, in practice mode: the kind, the
//! level, how many and from which seed, then two ways out. Open worksheet
//! shows them as a page to print (`gametree::handout`), each exercise with
//! its code and link and the answer key on pages of its own; Download for
//! LMS saves them as a question bank (`gametree::quiz`) in the format the
//! course's learning management system imports. Both are made by the
//! page's worker from the same fields, so a printed sheet and an online
//! quiz of one seed are the same exam.

use crate::components::share_bar::{current_page, page_without_address};
use crate::export::{blank_tab, download, show_page};
use crate::hooks::use_speaking;
use crate::language::chosen;
use crate::notice::Notice;
use crate::strings::{practice, said};
use crate::worker::ask::{made, Unmade};
use crate::worker::job::{Job, Request};
use gametree::exercise::{Kind, Level};
use gametree::quiz::{in_quiz, Bank, Format};
use wasm_bindgen_futures::spawn_local;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// The most exercises a printed worksheet holds, so that making them keeps
/// the page responsive.
const MOST_ON_A_SHEET: usize = 20;

/// The most exercises a question bank holds: a quiz's length, made in the
/// worker in a few seconds on a phone.
const MOST_IN_A_BANK: usize = 50;

/// What the form tells the page.
#[derive(Properties, PartialEq)]
pub struct SeriesFormProps {
    /// A count or seed that is no whole number in range, or no file could
    /// be made.
    pub on_refuse: Callback<Notice>,
}

/// The series the fields ask for, once its numbers are read.
#[derive(Clone, Copy)]
struct Series {
    kind: Kind,
    level: Level,
    count: usize,
    seed: u64,
}

/// The series of `kind` and `level` with the count and seed as typed, if
/// the count is from 1 to `most` and the seed a whole number.
fn series(kind: Kind, level: Level, count: &str, seed: &str, most: usize) -> Option<Series> {
    let count = count.trim().parse::<usize>().ok()?;
    let seed = seed.trim().parse::<u64>().ok()?;
    (1..=most).contains(&count).then_some(Series {
        kind,
        level,
        count,
        seed,
    })
}

/// The page an exercise's code opens: this one, without its address.
fn this_page() -> String {
    page_without_address(&current_page()).to_string()
}

/// The file `job` asks the worker for, in the page's language; when none
/// comes, the page is told why (`failed`: no file of these settings).
async fn asked(job: Job, failed: &'static str, on_refuse: Callback<Notice>) -> Option<Vec<u8>> {
    let unmade = match made(Request::in_lang(job, chosen().0)).await {
        Ok(file) => return Some(file),
        Err(Unmade::NoWorker) => "page.worker-missing",
        Err(Unmade::Refused) => failed,
    };
    on_refuse.emit(Notice::new(unmade));
    None
}

/// Opens `series` as a worksheet in a tab of its own.
fn open_worksheet(series: Series, on_refuse: Callback<Notice>) {
    let job = Job::Worksheet {
        kind: series.kind.name().to_string(),
        level: series.level.name().to_string(),
        count: series.count,
        seed: series.seed,
        page: this_page(),
    };
    // The tab is opened by the click; the sheet comes when made.
    let tab = blank_tab();
    spawn_local(async move {
        match asked(job, "practice.worksheet-failed", on_refuse).await {
            Some(html) => show_page(tab.as_ref(), &html, "minimax-lab-worksheet.html"),
            None => {
                if let Some(tab) = tab {
                    let _ = tab.close();
                }
            }
        }
    });
}

/// Downloads `series` as a question bank in `format`, named as
/// `gametree quiz` names it.
fn download_bank(series: Series, format: Format, on_refuse: Callback<Notice>) {
    let name = Bank {
        kind: series.kind,
        level: series.level,
        count: series.count,
        seed: series.seed,
        lang: chosen().0,
        app: None,
    }
    .file_name(format);
    let job = Job::Quiz {
        format: format.name().to_string(),
        kind: series.kind.name().to_string(),
        level: series.level.name().to_string(),
        count: series.count,
        seed: series.seed,
        app: this_page(),
    };
    let mime = match format {
        Format::Moodle => "application/xml",
        Format::Gift => "text/plain;charset=utf-8",
        Format::Qti => "application/zip",
    };
    spawn_local(async move {
        if let Some(bank) = asked(job, "practice.lms-failed", on_refuse).await {
            download(&bank, mime, &name);
        }
    });
}

/// A format's name in the menu.
fn format_name(format: Format) -> &'static str {
    said(match format {
        Format::Moodle => "practice.lms-moodle",
        Format::Gift => "practice.lms-gift",
        Format::Qti => "practice.lms-qti",
    })
}

/// The index chosen in the menu `event` changed, at most `last`.
fn chosen_index(event: &Event, last: usize) -> usize {
    let menu: HtmlSelectElement = event.target_unchecked_into();
    (menu.selected_index().max(0) as usize).min(last)
}

/// The form.
#[component]
pub fn SeriesForm(props: &SeriesFormProps) -> Html {
    use_speaking();
    let kinds: Vec<Kind> = Kind::ALL
        .into_iter()
        .filter(|&kind| in_quiz(kind))
        .collect();
    // The menus' choices, and the two fields as typed.
    let kind = use_state(|| Kind::Cuts);
    let level = use_state(|| Level::Medium);
    let format = use_state(|| Format::Moodle);
    let count = use_state(|| "6".to_string());
    let seed = use_state(|| "1".to_string());
    let on_kind = {
        let (kind, kinds) = (kind.clone(), kinds.clone());
        Callback::from(move |event: Event| kind.set(kinds[chosen_index(&event, kinds.len() - 1)]))
    };
    let on_level = {
        let level = level.clone();
        Callback::from(move |event: Event| level.set(Level::ALL[chosen_index(&event, 2)]))
    };
    let on_format = {
        let format = format.clone();
        Callback::from(move |event: Event| format.set(Format::ALL[chosen_index(&event, 2)]))
    };
    let typed = |field: UseStateHandle<String>| {
        Callback::from(move |event: InputEvent| {
            let input: HtmlInputElement = event.target_unchecked_into();
            field.set(input.value());
        })
    };
    // Each way out reads the fields against its own limit.
    let action = |most: usize, refused: &'static str, act: fn(Series, Format, Callback<Notice>)| {
        let (kind, level, format) = (*kind, *level, *format);
        let (count, seed) = (count.clone(), seed.clone());
        let on_refuse = props.on_refuse.clone();
        Callback::from(
            move |_: MouseEvent| match series(kind, level, &count, &seed, most) {
                Some(series) => act(series, format, on_refuse.clone()),
                None => on_refuse.emit(Notice::new(refused)),
            },
        )
    };
    let on_open = action(
        MOST_ON_A_SHEET,
        "practice.worksheet-numbers",
        |series, _, on_refuse| open_worksheet(series, on_refuse),
    );
    let on_download = action(MOST_IN_A_BANK, "practice.lms-numbers", download_bank);
    let printable = kind.on_paper();
    html! {
        <section class="panel worksheet-form" aria-label={said("practice.series")}>
            <h2 class="panel-title">{ said("practice.series") }</h2>
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
                    <input id="worksheet-count" type="number" min="1" max={MOST_IN_A_BANK.to_string()}
                        value={(*count).clone()} oninput={typed(count.clone())} />
                </label>
                <label>
                    { said("practice.worksheet-seed") }
                    <input id="worksheet-seed" type="number" min="0"
                        value={(*seed).clone()} oninput={typed(seed.clone())} />
                </label>
            </div>
            <h3>{ said("practice.worksheet") }</h3>
            <p class="edit-hint" id="worksheet-hint">
                { if printable { said("practice.worksheet-hint") } else { said("practice.worksheet-unprintable") } }
            </p>
            <div class="exercise-buttons">
                <button type="button" id="open-worksheet" disabled={!printable}
                    aria-describedby="worksheet-hint" onclick={on_open}>
                    { said("practice.open-worksheet") }
                </button>
            </div>
            <h3>{ said("practice.lms") }</h3>
            <p class="edit-hint">{ said("practice.lms-hint") }</p>
            <div class="exercise-menus">
                <label>
                    { said("practice.lms-format") }
                    <select id="lms-format" onchange={on_format}>
                        for each in Format::ALL {
                            <option selected={each == *format}>{ format_name(each) }</option>
                        }
                    </select>
                </label>
            </div>
            <div class="exercise-buttons">
                <button type="button" id="download-lms" onclick={on_download}>{ said("practice.download-lms") }</button>
            </div>
        </section>
    }
}
