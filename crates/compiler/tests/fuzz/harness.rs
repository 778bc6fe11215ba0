//! What every fuzz target shares: the time-boxed run with its watchdog, a project to
//! put generated sources in, and the properties every build must have.

use proptest::prelude::*;
use proptest::test_runner::{Config, FileFailurePersistence, RngSeed, TestCaseError, TestRunner};
use site_compiler::emit::{self, EmitOptions};
use site_compiler::{compile, CompiledSite, Diagnostic, Diagnostics, Project, Severity};
use site_front_end::WebAssets;
use site_output::{Content, Output, Spill};
use std::fmt::Debug;
use std::path::{Component, Path};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The longest one check may take when exploring (a case takes well under a second
/// alone, but `make fuzz` runs every target at once): a slower one is a hang or a
/// performance bug. `make test` allows far more, so that a busy machine cannot fail it.
const CASE_LIMIT: Duration = Duration::from_secs(20);
const CASE_LIMIT_FIXED: Duration = Duration::from_secs(60);

/// The seeds `make test` runs every target with, so that a run decides the same way
/// every time; `make fuzz` explores with fresh ones.
const SEEDS: [u64; 4] = [0x5eed_0001, 0x5eed_0002, 0x5eed_0003, 0x5eed_0004];
/// The cases each seed draws.
const CASES_PER_SEED: u32 = 16;

/// How long `make fuzz` explores each target (`FUZZ_SECONDS`); unset, the fixed seeds only.
fn exploration_time() -> Option<Duration> {
    std::env::var("FUZZ_SECONDS").ok().and_then(|s| s.parse::<f64>().ok()).map(Duration::from_secs_f64)
}

/// Runs `check` on inputs drawn from `strategy`: first every case the target ever
/// failed on (its committed regressions file), then the fixed seeds' cases, or fresh
/// seeds until the exploration time is over. A failing input is shrunk to a small one
/// and reported, and its seed added to the regressions file; a case that runs past
/// its limit ([`CASE_LIMIT`]) ends the process with its input.
pub(crate) fn fuzz<S>(target: &str, strategy: S, check: impl Fn(&S::Value) -> Result<(), TestCaseError>)
where
    S: Strategy,
{
    let limit = if exploration_time().is_some() { CASE_LIMIT } else { CASE_LIMIT_FIXED };
    let watchdog = Watchdog::start(target, limit);
    let regressions = regressions_file(target);
    let started = Instant::now();
    let mut cases = 0;
    let mut run = |seed: RngSeed| {
        let persistence = FileFailurePersistence::Direct(regressions);
        let config = Config {
            cases: CASES_PER_SEED,
            rng_seed: seed,
            failure_persistence: Some(Box::new(persistence)),
            max_shrink_time: 120_000,
            ..Config::default()
        };
        let result = TestRunner::new(config).run(&strategy, |input| {
            let _timed = watchdog.time(&input);
            check(&input)
        });
        if let Err(failure) = result {
            panic!("{target}: {failure}\nits seed is now in {regressions}, which `make test` replays: commit it with the fix");
        }
        cases += CASES_PER_SEED;
    };
    match exploration_time() {
        None => SEEDS.into_iter().for_each(|seed| run(RngSeed::Fixed(seed))),
        Some(time) => {
            while started.elapsed() < time {
                run(RngSeed::Random);
            }
        }
    }
    watchdog.stop();
    eprintln!("{target}: {cases} cases and the regressions in {:.1} s, no failure", started.elapsed().as_secs_f64());
}

/// The committed file of the seeds a target failed on, relative to the crate (the
/// tests' working directory).
fn regressions_file(target: &str) -> &'static str {
    let name: String = target.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect();
    // The persistence wants a `&'static str`: one short string per target and run.
    Box::leak(format!("tests/fuzz/regressions/{name}.txt").into_boxed_str())
}

/// Ends the process when a case runs too long, printing its input: a hang never
/// shrinks, so the input as generated is the report.
struct Watchdog {
    current: Arc<Mutex<Option<(Instant, String)>>>,
    done: Arc<AtomicBool>,
}

impl Watchdog {
    fn start(target: &str, limit: Duration) -> Watchdog {
        let current: Arc<Mutex<Option<(Instant, String)>>> = Arc::default();
        let done: Arc<AtomicBool> = Arc::default();
        let (watched, finished, target) = (current.clone(), done.clone(), target.to_string());
        std::thread::spawn(move || {
            while !finished.load(Ordering::Relaxed) {
                if let Some((since, input)) = &*watched.lock().unwrap() {
                    if since.elapsed() > limit {
                        eprintln!("{target}: a case ran longer than {limit:?}; its input:\n{input}");
                        std::process::exit(1);
                    }
                }
                std::thread::sleep(Duration::from_millis(100));
            }
        });
        Watchdog { current, done }
    }

    /// Times one case until the returned guard goes, even if the case panics.
    fn time(&self, input: &impl Debug) -> CaseTimer<'_> {
        *self.current.lock().unwrap() = Some((Instant::now(), format!("{input:#?}")));
        CaseTimer(self)
    }

    fn stop(&self) {
        self.done.store(true, Ordering::Relaxed);
    }
}

struct CaseTimer<'w>(&'w Watchdog);

impl Drop for CaseTimer<'_> {
    fn drop(&mut self) {
        if let Ok(mut current) = self.0.current.lock() {
            *current = None;
        }
    }
}

/// A copy of the engine's fixture site in a temporary folder, for one case.
pub(crate) struct Sandbox {
    dir: tempfile::TempDir,
}

impl Sandbox {
    pub(crate) fn new() -> Sandbox {
        let dir = tempfile::tempdir().unwrap();
        let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/site");
        for entry in walkdir::WalkDir::new(&fixture) {
            let entry = entry.unwrap();
            let target = dir.path().join(entry.path().strip_prefix(&fixture).unwrap());
            if entry.file_type().is_dir() {
                std::fs::create_dir_all(&target).unwrap();
            } else {
                std::fs::copy(entry.path(), &target).unwrap();
            }
        }
        Sandbox { dir }
    }

    pub(crate) fn root(&self) -> &Path {
        self.dir.path()
    }

    pub(crate) fn read(&self, path: &str) -> String {
        std::fs::read_to_string(self.root().join(path)).unwrap()
    }

    pub(crate) fn write(&self, path: &str, text: &str) {
        let file = self.root().join(path);
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(file, text).unwrap();
    }

    /// Loads, resolves and renders everything, then emits every file of the site in
    /// memory, as a build does before writing.
    pub(crate) fn build(&self) -> Built {
        let diagnostics = Diagnostics::default();
        let mut site = compile(&Project::new(self.root()), &diagnostics);
        let mut outputs = Vec::new();
        if let Some(site) = site.as_mut().filter(|_| !diagnostics.has_errors()) {
            let web = WebAssets::load(&self.root().join("web-dist")).unwrap();
            let options = EmitOptions { live_reload: false, year: 2026, timestamp: 1 };
            let spill = Spill::in_temp_dir().unwrap();
            let mut search_parts = Vec::new();
            let mut write_now = |parts| {
                search_parts.extend(parts);
                Ok(())
            };
            outputs = emit::outputs(site, &web, &options, &spill, &diagnostics, &mut write_now, &mut Vec::new())
                .and_then(|emitted| emitted.all(&self.root().join("build")))
                .map(|files| files.into_iter().chain(search_parts).collect())
                .unwrap_or_default();
        }
        Built { diagnostics: diagnostics.take(), site, outputs }
    }
}

pub(crate) struct Built {
    pub diagnostics: Vec<Diagnostic>,
    pub site: Option<CompiledSite>,
    /// The emitted files: the documents in memory; of the others, which waited in a
    /// spill since removed, only the paths are checked.
    pub outputs: Vec<Output>,
}

impl Built {
    pub(crate) fn errors(&self) -> impl Iterator<Item = &Diagnostic> {
        self.diagnostics.iter().filter(|d| d.severity == Severity::Error)
    }

    /// The HTML documents the engine generated, with their paths.
    pub(crate) fn documents(&self) -> impl Iterator<Item = (&Path, &str)> {
        self.outputs.iter().filter_map(|output| match &output.content {
            Content::Bytes(bytes) if output.path.extension().is_some_and(|e| e == "html") => {
                Some((output.path.as_path(), std::str::from_utf8(bytes).unwrap_or_default()))
            }
            _ => None,
        })
    }
}

/// What holds for every build, whatever its sources:
/// - every message names a file of the project, relative to its root, and a line
///   of that file when it gives one;
/// - a build that produced no site says why with an error;
/// - every emitted file stays inside the site's folder.
pub(crate) fn check_build(sandbox: &Sandbox, built: &Built) -> Result<(), TestCaseError> {
    for diagnostic in &built.diagnostics {
        let file = &diagnostic.file;
        prop_assert!(!file.as_os_str().is_empty() && file.is_relative(), "names no project file: {diagnostic}");
        if let Some(line) = diagnostic.line {
            let text = std::fs::read(sandbox.root().join(file));
            prop_assert!(text.is_ok(), "names a line of a file that does not exist: {diagnostic}");
            let lines = text.unwrap().split(|b| *b == b'\n').count();
            prop_assert!((1..=lines).contains(&line), "line {line} is outside the file's {lines} lines: {diagnostic}");
        }
    }
    if built.site.is_none() {
        prop_assert!(built.errors().next().is_some(), "no site and no error: {:?}", built.diagnostics);
    }
    for path in built.outputs.iter().map(|output| &output.path) {
        prop_assert!(
            path.components().all(|c| matches!(c, Component::Normal(_))),
            "an output escapes the site's folder: {}",
            path.display()
        );
    }
    Ok(())
}

/// Asserts that an error names `file` with a line, as a syntax error must.
pub(crate) fn check_syntax_error_named(built: &Built, file: &str) -> Result<(), TestCaseError> {
    let named = built.errors().any(|d| d.file == Path::new(file) && d.line.is_some());
    prop_assert!(named, "the syntax error of {file} is not reported with its line: {:?}", built.diagnostics);
    Ok(())
}

/// Text mutations: each inserts a token the format gives meaning to, or deletes a
/// stretch, at a position given as a fraction of the text.
#[derive(Debug, Clone)]
pub(crate) enum Edit {
    Insert(f64, String),
    Delete(f64, usize),
}

pub(crate) fn edits(tokens: &'static [&'static str]) -> impl Strategy<Value = Vec<Edit>> {
    let token = prop_oneof![
        4 => proptest::sample::select(tokens).prop_map(str::to_string),
        1 => "\\PC{0,12}",
    ];
    let edit = prop_oneof![
        3 => (0.0..1.0f64, token).prop_map(|(at, token)| Edit::Insert(at, token)),
        1 => (0.0..1.0f64, 1..40usize).prop_map(|(at, len)| Edit::Delete(at, len)),
    ];
    proptest::collection::vec(edit, 0..6)
}

pub(crate) fn apply(text: &str, edits: &[Edit]) -> String {
    let mut text = text.to_string();
    for edit in edits {
        let at = |fraction: f64| {
            let mut at = ((text.len() as f64) * fraction) as usize;
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            at
        };
        match edit {
            Edit::Insert(fraction, token) => {
                let at = at(*fraction);
                text.insert_str(at, token);
            }
            Edit::Delete(fraction, len) => {
                let start = at(*fraction);
                let mut end = (start + len).min(text.len());
                while !text.is_char_boundary(end) {
                    end -= 1;
                }
                text.replace_range(start..end, "");
            }
        }
    }
    text
}
