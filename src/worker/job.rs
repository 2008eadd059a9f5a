//! What the page asks its worker to make, and how the worker makes it:
//! the same core functions the command line calls, on the tree and
//! options the page shows, so that a download from the page is the file
//! `gametree export`, `gametree worksheet` or `gametree quiz` writes. A
//! file crosses back as bytes: a QTI package is a zip.

use crate::lesson::Lesson;
use gametree::exercise::{Kind, Level};
use gametree::handout::handout;
use gametree::lang::{install, Lang};
use gametree::latex::{export, Format};
use gametree::quiz::{quiz, Bank, Format as QuizFormat};
use gametree::share::{decode, encode, Shared};
use gametree::{Options, Tree};
use gloo_worker::oneshot::oneshot;
use serde::{Deserialize, Serialize};
use std::rc::Rc;

/// A file for the worker to make, in the language `lang` (a tag), whose
/// sentences the page sends along (`sentences`, the catalogue file): the
/// worker is built with English only, as the page is.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub struct Request {
    /// What to make.
    pub job: Job,
    /// The language's tag.
    pub lang: String,
    /// The language's catalogue of sentences, as the page fetched it.
    pub sentences: Option<String>,
}

/// The files the worker makes.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
pub enum Job {
    /// A search's LaTeX: the lesson written as an address fragment (its
    /// tree as drawn, its options and the step), as a figure of the step
    /// or as slides of every step.
    Latex {
        /// The tree, the search and the step, as `share::encode` writes them.
        lesson: String,
        /// Slides of the whole search rather than a figure of the step.
        slides: bool,
    },
    /// The worksheet to print: `count` exercises of a kind and level (their
    /// names), drawn from `seed`, their codes opening at `page`.
    Worksheet {
        /// The exercise kind's name.
        kind: String,
        /// The level's name.
        level: String,
        /// How many exercises.
        count: usize,
        /// The seed they are drawn from.
        seed: u64,
        /// The page an exercise's code opens.
        page: String,
    },
    /// A question bank for a learning management system: `count`
    /// exercises of a kind and level (their names), drawn from `seed`, in
    /// a format (its name), each linked to its exercise at `app`.
    Quiz {
        /// The format's name.
        format: String,
        /// The exercise kind's name.
        kind: String,
        /// The level's name.
        level: String,
        /// How many exercises.
        count: usize,
        /// The seed they are drawn from.
        seed: u64,
        /// The page an exercise's code opens.
        app: String,
    },
}

impl Request {
    /// The LaTeX of `tree` searched with `options`, at `step` (a figure)
    /// or whole (`slides`), in `lang`.
    pub fn latex(tree: &Tree, options: Options, step: usize, slides: bool, lang: Lang) -> Request {
        let shared = Shared {
            text: tree.to_string(),
            options,
            step,
            compare: None,
        };
        let lesson = encode(&shared);
        Request::in_lang(Job::Latex { lesson, slides }, lang)
    }

    /// `job` in `lang`, with the sentences of `lang` the page has (the
    /// worker has English built in).
    pub fn in_lang(job: Job, lang: Lang) -> Request {
        let sentences = (lang != Lang::En).then(|| gametree::lang::file(lang));
        Request {
            job,
            lang: lang.tag().to_string(),
            sentences: sentences.flatten().map(str::to_string),
        }
    }

    /// The file asked for, or `None` when it cannot be made (a request
    /// the page would not send).
    pub fn made(self) -> Option<Vec<u8>> {
        let lang = Lang::from_tag(&self.lang)?;
        if let Some(text) = self.sentences {
            install(lang, text).ok()?;
        }
        match self.job {
            Job::Latex { lesson, slides } => latex(&lesson, slides, lang).map(String::into_bytes),
            Job::Worksheet {
                kind,
                level,
                count,
                seed,
                page,
            } => {
                let (kind, level) = (Kind::from_name(&kind)?, Level::from_name(&level)?);
                let page = handout(kind, level, count, seed, lang, &page).ok()?;
                Some(page.into_bytes())
            }
            Job::Quiz {
                format,
                kind,
                level,
                count,
                seed,
                app,
            } => {
                let bank = Bank {
                    kind: Kind::from_name(&kind)?,
                    level: Level::from_name(&level)?,
                    count,
                    seed,
                    lang,
                    app: Some(&app),
                };
                quiz(&bank, QuizFormat::from_name(&format)?).ok()
            }
        }
    }
}

/// The LaTeX of the lesson `lesson` (an address fragment) in `lang`: the
/// page's own search, a long one run through at once.
fn latex(lesson: &str, slides: bool, lang: Lang) -> Option<String> {
    let shared = decode(lesson).ok()?;
    let tree = Rc::new(gametree::parse(&shared.text).ok()?);
    let lesson = Lesson::new(&tree, &shared.options, false).run_through();
    let run = lesson.run.as_ref().ok()?;
    let format = if slides {
        Format::Beamer
    } else {
        Format::Forest
    };
    let step = shared.step.min(run.trace.len());
    Some(export(&lesson.tree, &run.trace, format, step, lang))
}

/// The worker's one task: the file `request` asks for.
#[oneshot]
pub async fn MakeFile(request: Request) -> Option<Vec<u8>> {
    request.made()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::MOST_LATEX_NODES;
    use gametree::lang::english;
    use gametree::presets::presets;
    use gametree::Algorithm;

    /// What the page would write itself: the core's LaTeX of the lesson
    /// it shows.
    fn on_the_page(lesson: &Lesson, step: usize, format: Format, lang: Lang) -> String {
        let run = lesson.run.as_ref().unwrap();
        export(&lesson.tree, &run.trace, format, step, lang)
    }

    /// The file the worker makes of `lesson` at `step`.
    fn from_the_worker(lesson: &Lesson, step: usize, slides: bool, lang: Lang) -> String {
        let options = lesson.run.as_ref().unwrap().trace.options;
        let request = Request::latex(&lesson.tree, options, step, slides, lang);
        let made = request.made().expect("the worker makes the file");
        String::from_utf8(made).expect("LaTeX is text")
    }

    #[test]
    fn the_worker_writes_the_latex_of_the_search_on_show_for_every_lecture_example() {
        let languages = [Lang::En, Lang::Ro, Lang::Cs, Lang::Fa];
        let mut checked = 0;
        for (index, preset) in presets().iter().enumerate() {
            let tree = Rc::new(gametree::parse(&preset.text(english())).unwrap());
            // The example's own search as slides (a lecture's length), and
            // every search that takes its tree as a figure halfway.
            let own = Lesson::new(&tree, &preset.options, true);
            if own.tree.len() <= MOST_LATEX_NODES && own.len() <= 100 {
                let lang = languages[index % languages.len()];
                let (asked, shown) = (
                    from_the_worker(&own, 0, true, lang),
                    on_the_page(&own, 0, Format::Beamer, lang),
                );
                assert!(asked == shown, "{}: slides differ", preset.title);
                checked += 1;
            }
            for algorithm in Algorithm::ALL {
                let lesson = Lesson::new(&tree, &Options::new(algorithm), true);
                let Ok(run) = &lesson.run else { continue };
                if lesson.tree.len() > MOST_LATEX_NODES {
                    continue;
                }
                let (step, lang) = (run.trace.len() / 2, languages[checked % 4]);
                let (asked, shown) = (
                    from_the_worker(&lesson, step, false, lang),
                    on_the_page(&lesson, step, Format::Forest, lang),
                );
                assert!(asked == shown, "{} under {algorithm:?}", preset.title);
                checked += 1;
            }
        }
        assert!(checked >= 20, "only {checked} files checked");
    }

    #[test]
    fn a_long_search_is_run_through_to_the_trace_the_page_ran_in_slices() {
        let tree =
            Rc::new(gametree::parse("A(B(E=3 F=12 G=8) C(H=2 I=4 J=6) D(K=14 L=5 M=2))").unwrap());
        let mut options = Options::new(Algorithm::MonteCarlo);
        options.monte_carlo.iterations = 150_000;
        let waiting = Lesson::new(&tree, &options, true);
        let mut run = waiting.long_run().expect("more than the page traces whole");
        while !run.advance(&waiting.tree, 10_000) {}
        let shown = waiting.resumed(run.trace(&waiting.tree));
        for step in [0, 40, shown.len()] {
            assert_eq!(
                from_the_worker(&shown, step, false, Lang::En),
                on_the_page(&shown, step, Format::Forest, Lang::En),
                "step {step}"
            );
        }
    }

    #[test]
    fn the_worker_writes_the_worksheet_the_core_writes() {
        let page = "https://example.org/lab/";
        let job = Job::Worksheet {
            kind: Kind::Cuts.name().to_string(),
            level: Level::Medium.name().to_string(),
            count: 3,
            seed: 7,
            page: page.to_string(),
        };
        let made = Request::in_lang(job, Lang::Cs).made();
        let core = handout(Kind::Cuts, Level::Medium, 3, 7, Lang::Cs, page).unwrap();
        assert_eq!(made, Some(core.into_bytes()));
    }

    #[test]
    fn the_worker_writes_the_bank_the_command_line_writes_in_every_format() {
        let app = "https://example.org/lab/";
        for (format, kind) in
            QuizFormat::ALL
                .into_iter()
                .zip([Kind::Predict, Kind::ProofNumbers, Kind::Cuts])
        {
            let job = Job::Quiz {
                format: format.name().to_string(),
                kind: kind.name().to_string(),
                level: Level::Easy.name().to_string(),
                count: 2,
                seed: 9,
                app: app.to_string(),
            };
            let made = Request::in_lang(job, Lang::Ro).made();
            let bank = Bank {
                kind,
                level: Level::Easy,
                count: 2,
                seed: 9,
                lang: Lang::Ro,
                app: Some(app),
            };
            assert_eq!(made, quiz(&bank, format).ok(), "{format:?}");
        }
    }

    #[test]
    fn a_request_the_page_would_not_send_makes_nothing() {
        let broken = Request {
            job: Job::Latex {
                lesson: "t=%ZZ".to_string(),
                slides: false,
            },
            lang: "en".to_string(),
            sentences: None,
        };
        assert_eq!(broken.made(), None);
        let worksheet = |kind: &str, lang: &str| Request {
            job: Job::Worksheet {
                kind: kind.to_string(),
                level: "easy".to_string(),
                count: 1,
                seed: 1,
                page: String::new(),
            },
            lang: lang.to_string(),
            sentences: None,
        };
        assert!(worksheet("values", "en").made().is_some());
        assert_eq!(worksheet("chess", "en").made(), None, "no such kind");
        assert_eq!(worksheet("values", "xx").made(), None, "no such language");
        let bank = |format: &str, kind: &str| Request {
            job: Job::Quiz {
                format: format.to_string(),
                kind: kind.to_string(),
                level: "easy".to_string(),
                count: 1,
                seed: 1,
                app: String::new(),
            },
            lang: "en".to_string(),
            sentences: None,
        };
        assert!(bank("gift", "predict").made().is_some());
        assert_eq!(bank("pdf", "values").made(), None, "no such format");
        assert_eq!(bank("gift", "ordering").made(), None, "no bank asks it");
    }
}
