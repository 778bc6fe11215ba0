//! Times the search's share of a build, step by step, on the real site: the records
//! read from the rendered pages, their terms, the index, and its files as JSON.
//! Each step runs `REPEAT` times and reports its fastest and median time, so a busy
//! machine shows the cost of the work rather than the wait (bench/search/run.sh).
//!
//! Usage: cargo run --release --example search_timings [-- <repeat>]

use rayon::prelude::*;
use std::time::{Duration, Instant};

use site_compiler::{compile, Diagnostics, Project};
use site_search::{index, RecordTerms, SearchDocs, SearchOptions};

fn main() -> anyhow::Result<()> {
    let repeat: usize = std::env::args().nth(1).map(|n| n.parse()).transpose()?.unwrap_or(21);
    let diagnostics = Diagnostics::default();
    let Some(mut site) = compile(&Project::new("."), &diagnostics) else {
        anyhow::bail!("the site does not compile: {:?}", diagnostics.take());
    };
    site.restore_bodies()?;
    let options = SearchOptions { max_hits: site.config.search.max_hits, highlight_result: site.config.search.highlight_result };
    let mut steps: [(&str, Vec<Duration>); 5] =
        [("records", vec![]), ("terms", vec![]), ("index", vec![]), ("JSON", vec![]), ("all (search::outputs)", vec![])];
    for _ in 0..repeat {
        let start = Instant::now();
        let records = site_search_files::records(&site.pages, &site.config.base_url);
        let records_done = Instant::now();
        let entries = &site.search_entries;
        let terms: Vec<RecordTerms> =
            records.par_iter().map(RecordTerms::of).chain(entries.par_iter().map(RecordTerms::of_entry)).collect();
        let terms_done = Instant::now();
        let index = index::build(&records, entries, terms, "search-0/");
        let index_done = Instant::now();
        let mut bytes = serde_json::to_vec(&SearchDocs::new(options))?.len() + serde_json::to_vec(&index.index)?.len();
        for (_, content) in &index.parts {
            bytes += serde_json::to_vec(content)?.len();
        }
        let json_done = Instant::now();
        std::hint::black_box(bytes);
        let records = site_search_files::records(&site.pages, &site.config.base_url);
        let files = site_search_files::SearchFiles::named(0);
        site_search_files::outputs(records, &site.search_entries, &site.config, &files, &site_output::Spill::in_temp_dir()?)?;
        let all_done = Instant::now();
        for (step, time) in steps.iter_mut().zip([
            records_done - start,
            terms_done - records_done,
            index_done - terms_done,
            json_done - index_done,
            all_done - json_done,
        ]) {
            step.1.push(time);
        }
    }
    println!("search steps on {} pages, {repeat} runs each: fastest / median", site.pages.len());
    for (name, mut times) in steps {
        times.sort();
        println!("{:>8.1} ms / {:>8.1} ms  {name}", ms(times[0]), ms(times[times.len() / 2]));
    }
    Ok(())
}

fn ms(time: Duration) -> f64 {
    time.as_secs_f64() * 1000.0
}
