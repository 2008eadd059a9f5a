//! Compiling hundreds of LaTeX documents in a few TeX runs: documents with
//! the same preamble are set one after another as the pages of one
//! *volume* (their preamble once, then each body from a fresh page), so
//! TeX loads Beamer and forest a few times instead of once a document, and
//! the volumes are shared among the machine's cores. The log marks where
//! each document starts, so a document that fails is still named, and its
//! pages are counted and read back as its own. A character that no font
//! of a document has stops TeX (`\tracinglostchars=3`), as an error does.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// A document to compile, and what its PDF must show.
pub struct Case {
    /// How failures name it.
    pub name: String,
    /// The whole document, as a lecturer gets it.
    pub tex: String,
    /// The pages it must have, when that matters.
    pub pages: Option<usize>,
    /// Words its pages must hold.
    pub shows: Vec<String>,
}

impl Case {
    /// The engine its first comment line asks for.
    fn engine(&self) -> &'static str {
        if self.tex.starts_with("% Compile with xelatex") {
            "xelatex"
        } else {
            "pdflatex"
        }
    }

    /// Its preamble (up to and with `\begin{document}`) and its body (up
    /// to `\end{document}`).
    fn parts(&self) -> (&str, &str) {
        const BEGIN: &str = "\\begin{document}\n";
        let start = self.tex.find(BEGIN).expect("a document") + BEGIN.len();
        let end = self.tex.rfind("\\end{document}").expect("a whole document");
        (&self.tex[..start], &self.tex[start..end])
    }

    /// What a volume's preamble must equal to hold this document: its
    /// engine and its preamble without the comment lines, which say only
    /// what the document holds.
    fn kin(&self) -> (&'static str, String) {
        let preamble = self.parts().0.lines().filter(|line| !line.starts_with('%'));
        (self.engine(), preamble.collect::<Vec<_>>().join("\n"))
    }

    /// Roughly how long it takes to set, in a slide picture's nodes (a
    /// line each, opening with `\\node[`); a node of forest's (a line
    /// opening with `[`) takes TeX about twice as long.
    fn cost(&self) -> usize {
        self.tex
            .lines()
            .map(|line| line.trim_start())
            .map(|line| {
                if line.starts_with('[') {
                    2
                } else {
                    usize::from(line.starts_with("\\node["))
                }
            })
            .sum()
    }
}

/// What compiling every case found.
pub struct Compiled {
    /// Each problem, naming its document: an error, a wrong page count,
    /// words missing from its pages.
    pub problems: Vec<String>,
    /// For each engine, the classes, packages and font files its
    /// documents loaded (file names).
    pub loaded: BTreeMap<&'static str, BTreeSet<String>>,
    /// How many TeX runs it took.
    pub runs: usize,
    /// Each document's pages, by its name.
    pub pages: BTreeMap<String, Pages>,
}

/// The pages of one document: those of its volume's PDF from `first` to
/// `last` (numbered from 1, both its own), and their text.
#[derive(Clone, Debug)]
pub struct Pages {
    /// The PDF of the volume it was set in.
    pub pdf: PathBuf,
    /// Its first page in that PDF.
    pub first: usize,
    /// Its last page in that PDF.
    pub last: usize,
    /// Each page as `pdftotext` reads it.
    pub texts: Vec<String>,
    /// The lines it wrote to the log that start with `gametree-` (what a
    /// worksheet says of its trees' scale), the marks between documents
    /// left out.
    pub notes: Vec<String>,
}

/// The threads that compile volumes: one a core.
fn workers() -> usize {
    std::thread::available_parallelism().map_or(2, usize::from)
}

/// Compiles every case in volumes of kin, on all cores.
pub fn compile_all(cases: &[Case]) -> Compiled {
    let dir = scratch();
    let volumes = volumes(cases);
    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..workers() {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                let Some(volume) = volumes.get(index) else {
                    break;
                };
                let result = compile_volume(&dir, index, volume);
                results.lock().unwrap().push(result);
            });
        }
    });
    let mut compiled = Compiled {
        problems: Vec::new(),
        loaded: BTreeMap::new(),
        runs: volumes.len(),
        pages: BTreeMap::new(),
    };
    for volume in results.into_inner().unwrap() {
        compiled.problems.extend(volume.problems);
        compiled
            .loaded
            .entry(volume.engine)
            .or_default()
            .extend(volume.loaded);
        compiled.pages.extend(volume.pages);
    }
    compiled
}

/// The least cost worth a TeX run of its own: starting TeX and loading
/// Beamer and forest takes about as long as setting as many nodes.
const LEAST_VOLUME: usize = 300;

/// The cases grouped by kin (engine and preamble), each group cut into
/// volumes of about an eighth of all the work, so that the cores finish
/// together. A document that fails stops its volume: the documents after
/// it are not checked until it is mended.
fn volumes(cases: &[Case]) -> Vec<Vec<&Case>> {
    let total = cases.iter().map(Case::cost).sum::<usize>();
    let budget = total.div_ceil(8).max(LEAST_VOLUME);
    let mut kins: BTreeMap<(&str, String), Vec<&Case>> = BTreeMap::new();
    for case in cases {
        kins.entry(case.kin()).or_default().push(case);
    }
    let mut volumes = Vec::new();
    for group in kins.into_values() {
        let mut volume: Vec<&Case> = Vec::new();
        let mut cost = 0;
        for case in group {
            if cost > 0 && cost + case.cost() > budget {
                volumes.push(std::mem::take(&mut volume));
                cost = 0;
            }
            cost += case.cost();
            volume.push(case);
        }
        volumes.push(volume);
    }
    // The longest first, so that no long one starts last.
    volumes.sort_by_key(|volume| std::cmp::Reverse(volume.iter().map(|c| c.cost()).sum::<usize>()));
    volumes
}

/// The line the log holds where document `index` of a volume starts:
/// the pages shipped out before it.
const MARK: &str = "gametree-document";

/// What compiling one volume found.
struct Volume {
    engine: &'static str,
    problems: Vec<String>,
    loaded: BTreeSet<String>,
    pages: BTreeMap<String, Pages>,
}

/// Compiles one volume: its engine, its problems, the files it loaded and
/// where each of its documents' pages are.
fn compile_volume(dir: &Path, number: usize, volume: &[&Case]) -> Volume {
    let engine = volume[0].engine();
    let mut tex = volume[0].parts().0.to_string();
    // A character no font of the document has stops TeX, naming it.
    tex.push_str("\\tracinglostchars=3\n");
    for (index, case) in volume.iter().enumerate() {
        tex.push_str(&format!(
            "\\clearpage\\typeout{{{MARK} {index} \\the\\ReadonlyShipoutCounter}}\n{}",
            case.parts().1
        ));
    }
    tex.push_str(&format!(
        "\\clearpage\\typeout{{{MARK} {} \\the\\ReadonlyShipoutCounter}}\n\\end{{document}}\n",
        volume.len()
    ));
    let path = dir.join(format!("volume-{number}.tex"));
    std::fs::write(&path, tex).unwrap();
    let run = Command::new(engine)
        .args(["-interaction=nonstopmode", "-halt-on-error", "-recorder"])
        .arg(&path)
        .current_dir(dir)
        .output()
        .expect("TeX Live is installed (scripts/setup)");
    let log = String::from_utf8_lossy(&run.stdout);
    // Where each document starts: the pages before it.
    let starts: Vec<usize> = log
        .lines()
        .filter_map(|line| line.strip_prefix(MARK))
        .map(|rest| rest.split_whitespace().nth(1).unwrap().parse().unwrap())
        .collect();
    // Each document's notes: the `gametree-` lines after its mark.
    let mut notes: Vec<Vec<String>> = Vec::new();
    for line in log.lines() {
        if line.starts_with(MARK) {
            notes.push(Vec::new());
        } else if let (Some(own), true) = (notes.last_mut(), line.starts_with("gametree-")) {
            own.push(line.to_string());
        }
    }
    if !run.status.success() {
        // The document that failed is the last one started.
        let failed = volume[starts.len().saturating_sub(1).min(volume.len() - 1)];
        let error = log.lines().skip_while(|line| !line.starts_with('!'));
        let problem = format!(
            "{}: {}",
            failed.name,
            error.take(4).collect::<Vec<_>>().join(" | ")
        );
        return Volume {
            engine,
            problems: vec![problem],
            loaded: BTreeSet::new(),
            pages: BTreeMap::new(),
        };
    }
    let pdf = path.with_extension("pdf");
    let text = tool("pdftotext", &[pdf.as_os_str(), "-".as_ref()]);
    let pages: Vec<&str> = text.split('\u{c}').collect();
    let mut problems = Vec::new();
    let mut own = BTreeMap::new();
    for (index, case) in volume.iter().enumerate() {
        let (first, end) = (starts[index], starts[index + 1]);
        own.insert(
            case.name.clone(),
            Pages {
                pdf: pdf.clone(),
                first: first + 1,
                last: end,
                texts: pages[first..end]
                    .iter()
                    .map(|page| page.to_string())
                    .collect(),
                notes: notes[index].clone(),
            },
        );
        if let Some(wanted) = case.pages {
            if end - first != wanted {
                problems.push(format!(
                    "{}: {} pages, not {wanted}",
                    case.name,
                    end - first
                ));
            }
        }
        let shown = pages[first..end].concat();
        let missing: Vec<&String> = case
            .shows
            .iter()
            .filter(|word| !shown.contains(word.as_str()))
            .collect();
        if !missing.is_empty() {
            problems.push(format!("{}: the PDF does not show {missing:?}", case.name));
        }
    }
    let mut loaded = recorded(&path.with_extension("fls"));
    if engine == "xelatex" {
        loaded.extend(embedded_font_files(&pdf));
    }
    Volume {
        engine,
        problems,
        loaded,
        pages: own,
    }
}

/// The kinds of file the list of TeX files names: classes, packages and
/// fonts.
const LISTED_KINDS: [&str; 7] = ["cls", "sty", "tfm", "vf", "pfb", "otf", "ttf"];

/// The classes, packages and font files TeX recorded reading (`-recorder`).
fn recorded(fls: &Path) -> BTreeSet<String> {
    std::fs::read_to_string(fls)
        .unwrap()
        .lines()
        .filter_map(|line| line.strip_prefix("INPUT "))
        .filter_map(|path| Path::new(path).file_name()?.to_str())
        .filter(|name| {
            let kind = name.rsplit('.').next().unwrap_or("");
            LISTED_KINDS.contains(&kind)
        })
        .map(str::to_string)
        .collect()
}

/// The files of the fonts a PDF embeds. XeTeX records none of the font
/// files it opens, so each is found from the name the PDF gives it:
/// through fontconfig (system fonts, OpenType fonts of TeX Live), else as
/// a Type 1 font of TeX's own.
fn embedded_font_files(pdf: &Path) -> BTreeSet<String> {
    let by_name: BTreeMap<String, String> = tool(
        "fc-list",
        &["-f".as_ref(), "%{postscriptname}\t%{file}\n".as_ref()],
    )
    .lines()
    .filter_map(|line| line.split_once('\t'))
    .map(|(name, file)| (name.to_string(), file_name(file)))
    .collect();
    tool("pdffonts", &[pdf.as_os_str()])
        .lines()
        .skip(2)
        .filter_map(|line| line.split_whitespace().next())
        .map(|name| {
            let name = name.split_once('+').map_or(name, |(_, name)| name);
            let name = name.trim_end_matches("-Identity-H");
            by_name.get(name).cloned().unwrap_or_else(|| {
                let type1 = format!("{}.pfb", name.to_lowercase());
                let found = tool("kpsewhich", &[type1.as_ref()]);
                if found.trim().is_empty() {
                    format!("{name} (a font no file was found for)")
                } else {
                    file_name(found.trim())
                }
            })
        })
        .collect()
}

fn file_name(path: &str) -> String {
    Path::new(path)
        .file_name()
        .and_then(|name| name.to_str())
        .unwrap_or(path)
        .to_string()
}

/// What `program` (poppler-utils, fontconfig, kpathsea) prints.
fn tool(program: &str, args: &[&std::ffi::OsStr]) -> String {
    let output = Command::new(program)
        .args(args)
        .output()
        .unwrap_or_else(|_| panic!("{program} is installed (scripts/setup)"));
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// A new folder for one call's volumes, so that tests running at once
/// write over none of each other's files.
fn scratch() -> PathBuf {
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, Ordering::Relaxed);
    let name = format!("gametree-latex-{}-{call}", std::process::id());
    let dir = std::env::temp_dir().join(name);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
