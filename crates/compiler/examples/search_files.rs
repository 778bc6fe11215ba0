//! Writes the search files of the site (the two files, and the folder of the index's
//! chunks, texts and entries) into `<out-dir>`, for the search
//! benchmark (bench/search/run.sh): of every page, or with `--docs-only` of the docs
//! pages alone (what docusaurus-lunr-search indexes on the site it replaces).
//!
//! Usage: cargo run --release --example search_files -- <out-dir> [--docs-only]

use site_compiler::{compile, Diagnostics, Project};
use site_model::routes::PageKind;
use site_output::Spill;

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let out = std::path::PathBuf::from(args.next().ok_or_else(|| anyhow::anyhow!("usage: search_files <out-dir> [--docs-only]"))?);
    let docs_only = args.next().as_deref() == Some("--docs-only");
    let diagnostics = Diagnostics::default();
    let Some(mut site) = compile(&Project::new("."), &diagnostics) else {
        anyhow::bail!("the site does not compile: {:?}", diagnostics.take());
    };
    site.restore_bodies()?;
    let pages: Vec<_> = site.pages.iter().filter(|page| !docs_only || page.kind() == PageKind::Doc).cloned().collect();
    // The icons are found by name on our site only.
    let entries = if docs_only { &[][..] } else { &site.search_entries[..] };
    let spill = Spill::in_temp_dir()?;
    let files = site_search_files::SearchFiles::named(0);
    let outputs =
        site_search_files::outputs(site_search_files::records(&pages, &site.config.base_url), entries, &site.config, &files, &spill)?;
    for output in outputs {
        // The index's chunks and texts are in a folder of their own.
        let path = out.join(&output.path);
        std::fs::create_dir_all(path.parent().unwrap_or(&out))?;
        std::fs::write(path, output.read()?)?;
    }
    println!("{} pages: {} {}", pages.len(), files.docs, files.index);
    Ok(())
}
