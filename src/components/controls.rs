//! Playback: play, pause, step, jump, speed and the scrubber. The bar says
//! which button was pressed ([`Press`]) and where the scrubber was moved;
//! the page decides what that does.

use crate::hooks::use_speaking;
use crate::shared::SPEEDS;
use crate::strings::{controls, said};
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Where playback stands.
#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    /// Steps played so far.
    pub step: usize,
    /// Steps in all.
    pub steps: usize,
    /// Whether the animation runs.
    pub playing: bool,
    /// An index into [`SPEEDS`].
    pub speed: usize,
    /// A button was pressed.
    pub on_press: Callback<Press>,
    /// The scrubber was moved to this many steps.
    pub on_seek: Callback<usize>,
    /// Whether the steps are Monte Carlo tree search's, which go on by
    /// whole iterations rather than to the next cut.
    #[prop_or_default]
    pub iterations: bool,
}

/// The buttons of the bar, each named by what it asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Press {
    /// Back to the start.
    ToStart,
    /// One step back.
    Back,
    /// Play, or pause while playing.
    TogglePlay,
    /// One step forward.
    Forward,
    /// On to the end.
    ToEnd,
    /// On to the next cut.
    NextCut,
    /// On to the end of this many more iterations (Monte Carlo tree search).
    Iterations(u32),
    /// Play slower.
    Slower,
    /// Play faster.
    Faster,
}

// The transport icons, drawn rather than written: not every projector's
// fonts have ⏮ ⏸ ⏭. Each is a path in a 16 × 16 box.
const TO_START_ICON: &str = "M1 2h2v12H1z M9 2 3 8l6 6z M15 2 9 8l6 6z";
const BACK_ICON: &str = "M12 2 4 8l8 6z";
const PLAY_ICON: &str = "M4 2l9 6-9 6z";
const PAUSE_ICON: &str = "M3 2h4v12H3z M9 2h4v12H9z";
const FORWARD_ICON: &str = "M3 2l7 6-7 6z M11 2h2v12h-2z";
const TO_END_ICON: &str = "M1 2l6 6-6 6z M7 2l6 6-6 6z M13 2h2v12h-2z";

/// What a button shows: a drawn icon, or a character every font has.
enum Glyph {
    Icon(&'static str),
    Text(&'static str),
}

impl Glyph {
    fn render(self) -> Html {
        match self {
            Glyph::Icon(path) => html! {
                <svg class="glyph" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                    <path d={path} />
                </svg>
            },
            Glyph::Text(text) => html! { <span class="glyph" aria-hidden="true">{ text }</span> },
        }
    }
}

/// One button of the bar: what it shows, what it is called, its key, what
/// it asks for, and whether it would do anything now.
struct Button {
    glyph: Glyph,
    name: &'static str,
    key: &'static str,
    press: Press,
    enabled: bool,
}

impl Button {
    fn render(self, on_press: &Callback<Press>) -> Html {
        let Button {
            glyph,
            name,
            key,
            press,
            enabled,
        } = self;
        let title = controls::with_key(name, key);
        let onclick = on_press.reform(move |_: MouseEvent| press);
        html! {
            <button
                type="button"
                class="control"
                aria-label={name}
                {title}
                disabled={!enabled}
                {onclick}
            >
                { glyph.render() }
            </button>
        }
    }
}

/// The playback bar.
#[component]
pub fn Controls(props: &ControlsProps) -> Html {
    use_speaking();
    let keys = &controls::BUTTON_KEYS;
    let at_start = props.step == 0;
    let at_end = props.step >= props.steps;
    let speed = props.speed.min(SPEEDS.len() - 1);
    let step_buttons = [
        Button {
            glyph: Glyph::Icon(TO_START_ICON),
            name: said("controls.to-start"),
            key: keys.to_start,
            press: Press::ToStart,
            enabled: !at_start,
        },
        Button {
            glyph: Glyph::Icon(BACK_ICON),
            name: said("controls.back"),
            key: keys.back,
            press: Press::Back,
            enabled: !at_start,
        },
        if props.playing {
            Button {
                glyph: Glyph::Icon(PAUSE_ICON),
                name: said("controls.pause"),
                key: keys.play,
                press: Press::TogglePlay,
                enabled: true,
            }
        } else {
            Button {
                glyph: Glyph::Icon(PLAY_ICON),
                name: said("controls.play"),
                key: keys.play,
                press: Press::TogglePlay,
                enabled: props.steps > 0,
            }
        },
        Button {
            glyph: Glyph::Icon(FORWARD_ICON),
            name: said("controls.forward"),
            key: keys.forward,
            press: Press::Forward,
            enabled: !at_end,
        },
        Button {
            glyph: Glyph::Icon(TO_END_ICON),
            name: said("controls.to-end"),
            key: keys.to_end,
            press: Press::ToEnd,
            enabled: !at_end,
        },
        Button {
            glyph: Glyph::Text("✂"),
            name: said("controls.next-cut"),
            key: keys.next_cut,
            press: Press::NextCut,
            enabled: !at_end,
        },
    ];
    // Monte Carlo tree search goes on by whole iterations, one (its key)
    // or many at once, where the others go on to the next cut.
    let leaps = props.iterations.then(|| {
        [1, 10, 100, 1000].map(|count| {
            let name = controls::iterations_on(count);
            let title = if count == 1 {
                controls::with_key(&name, keys.next_iteration)
            } else {
                name.clone()
            };
            let onclick = props
                .on_press
                .reform(move |_: MouseEvent| Press::Iterations(count));
            html! {
                <button type="button" class="control leap" aria-label={name} {title}
                    disabled={at_end} {onclick}>
                    <span class="glyph" aria-hidden="true">{ format!("+{count}") }</span>
                </button>
            }
        })
    });
    let slower = Button {
        glyph: Glyph::Text("−"),
        name: said("controls.slower"),
        key: keys.slower,
        press: Press::Slower,
        enabled: speed > 0,
    };
    let faster = Button {
        glyph: Glyph::Text("+"),
        name: said("controls.faster"),
        key: keys.faster,
        press: Press::Faster,
        enabled: speed + 1 < SPEEDS.len(),
    };
    let rate = 1000.0 / f64::from(SPEEDS[speed]);

    let step_of = controls::step_of(props.step, props.steps);
    // As wide as it will ever be, so that nothing moves as the count grows.
    let widest = controls::step_of(props.steps, props.steps).chars().count();
    let step_of_width = format!("min-width: {}ch", widest + 1);
    let oninput = props.on_seek.reform(|event: InputEvent| {
        let scrubber: HtmlInputElement = event.target_unchecked_into();
        // The browser keeps a range input's value within min and max.
        scrubber.value().parse().unwrap_or_default()
    });

    html! {
        <div class="controls" role="group" aria-label={said("controls.playback")}>
            <div class="control-buttons">
                for button in step_buttons {
                    if button.press != Press::NextCut || !props.iterations {
                        { button.render(&props.on_press) }
                    }
                }
                for leap in leaps.into_iter().flatten() { { leap } }
            </div>
            <div class="speed" role="group" aria-label={said("controls.speed")}>
                { slower.render(&props.on_press) }
                <span class="speed-rate">{ controls::steps_per_second(rate) }</span>
                { faster.render(&props.on_press) }
            </div>
            <label class="scrubber">
                <span class="step-of" style={step_of_width}>{ step_of.clone() }</span>
                <input
                    type="range"
                    min="0"
                    max={props.steps.to_string()}
                    value={props.step.to_string()}
                    aria-label={said("controls.scrubber")}
                    aria-valuetext={step_of}
                    disabled={props.steps == 0}
                    {oninput}
                />
            </label>
        </div>
    }
}
