//! How long the converter takes on 1.24 markup of 1 KB, 100 KB and 1 MB, beside the
//! time html5gum takes only to tokenize the same input (a baseline: a fast,
//! spec-conformant tokenizer that changes nothing).
//!
//! `cargo run --release -p site-converter --example convert_timings -- RULES.json`
//!
//! The input is the site's own samples (`content/samples/**/sample.html`) one after
//! another, repeated to the size and cut at a character boundary. Each time is the
//! median of 11 runs.

use site_converter::{convert, Rules, SourceKind};
use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

const RUNS: usize = 11;
const SIZES: [(&str, usize); 3] = [("1 KB", 1 << 10), ("100 KB", 100 << 10), ("1 MB", 1 << 20)];

fn main() {
    let Some(rules_path) = std::env::args().nth(1) else {
        eprintln!("usage: convert_timings RULES.json");
        std::process::exit(2);
    };
    let rules_json = std::fs::read_to_string(&rules_path).unwrap_or_else(|err| fail(&format!("cannot read {rules_path}: {err}")));
    let rules: Rules =
        serde_json::from_str(&rules_json).unwrap_or_else(|err| fail(&format!("{rules_path} holds no converter rules: {err}")));

    let samples = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content/samples");
    let files: Vec<_> = walkdir::WalkDir::new(&samples)
        .sort_by_file_name()
        .into_iter()
        .filter_map(Result::ok)
        .filter(|entry| entry.file_name() == "sample.html")
        .map(|entry| entry.into_path())
        .collect();
    let corpus: String =
        files.iter().map(|file| std::fs::read_to_string(file).unwrap_or_else(|err| fail(&format!("{}: {err}", file.display())))).collect();
    if corpus.is_empty() {
        fail(&format!("no sample.html under {}", samples.display()));
    }
    println!(
        "{} samples, {} bytes; {} tags and {} modules in the rules; median of {RUNS} runs",
        files.len(),
        corpus.len(),
        rules.tags.len(),
        rules.modules.len()
    );
    println!("{:>7}  {:>10}  {:>7}  {:>7}  {:>10}  {:>6}", "input", "converter", "notes", "edits", "html5gum", "ratio");

    for (label, size) in SIZES {
        let input = sized(&corpus, size);
        let conversion = convert(&input, SourceKind::Markup, &rules);
        let ours = median(|| {
            black_box(convert(black_box(&input), SourceKind::Markup, &rules));
        });
        let baseline = median(|| {
            let tokens = html5gum::Tokenizer::new(black_box(input.as_str())).count();
            black_box(tokens);
        });
        println!(
            "{label:>7}  {:>10}  {:>7}  {:>7}  {:>10}  {:>5.2}x",
            shown(ours),
            conversion.notes.len(),
            conversion.edits.len(),
            shown(baseline),
            ours.as_secs_f64() / baseline.as_secs_f64()
        );
    }
}

/// The corpus repeated to `size` bytes, cut at a character boundary.
fn sized(corpus: &str, size: usize) -> String {
    let mut input = corpus.repeat(size / corpus.len() + 1);
    let mut end = size;
    while !input.is_char_boundary(end) {
        end -= 1;
    }
    input.truncate(end);
    input
}

fn median(mut run: impl FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..RUNS)
        .map(|_| {
            let started = Instant::now();
            run();
            started.elapsed()
        })
        .collect();
    times.sort();
    times[RUNS / 2]
}

fn shown(time: Duration) -> String {
    format!("{:.3} ms", time.as_secs_f64() * 1000.0)
}

fn fail(message: &str) -> ! {
    eprintln!("{message}");
    std::process::exit(2);
}
