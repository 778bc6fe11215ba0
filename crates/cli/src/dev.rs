//! `site dev`: build, serve, watch the sources and the front end's output, rebuild
//! what changed and update the open pages: an edit to one markdown page updates that
//! page alone, in place in the open tab; anything else rebuilds the site and reloads.

use notify::event::{AccessKind, AccessMode, EventKind};
use notify::{RecursiveMode, Watcher};
use site_compiler::incremental::{DevSite, Update};
use site_compiler::BuildOptions;
use site_server::{LiveReload, ServerConfig};
use std::collections::BTreeSet;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::print_diagnostics;

/// Changes closer together than this are handled by one update...
const SETTLE: Duration = Duration::from_millis(40);
/// ...or this, once every file written to has been closed (its content is complete):
/// enough for the rename that often follows (editors saving through a temporary file).
const SETTLE_CLOSED: Duration = Duration::from_millis(5);

/// What the watcher saw happen to a file.
struct FileEvent {
    path: PathBuf,
    kind: FileEventKind,
}

#[derive(Clone, Copy)]
enum FileEventKind {
    Created,
    /// Closed after writing.
    Closed,
    Other,
}

/// Builds the site, serves it with live reload, and rebuilds it after each change to
/// the content or the front end's build, until the server stops.
pub(crate) fn run(options: &BuildOptions, addr: SocketAddr) -> anyhow::Result<ExitCode> {
    let mut site = DevSite::new(options.clone());
    let base_url = match build(&mut site) {
        Some(base_url) => base_url,
        None => anyhow::bail!("the first build failed; fix the errors above"),
    };
    let mut server_config = ServerConfig::new(options.out_dir.clone(), base_url, crate::header_rules_of(&options.out_dir)?);
    // A page reloaded after a rebuild gets the new files, never cached old ones.
    server_config.recheck_files_after = Duration::ZERO;
    let live_reload = LiveReload::default();

    let (sender, changes) = mpsc::channel();
    let mut watcher = notify::recommended_watcher(move |event: notify::Result<notify::Event>| {
        let Ok(event) = event else { return };
        let kind = match event.kind {
            EventKind::Access(AccessKind::Close(AccessMode::Write)) => FileEventKind::Closed,
            EventKind::Create(_) => FileEventKind::Created,
            EventKind::Modify(_) | EventKind::Remove(_) => FileEventKind::Other,
            _ => return,
        };
        for path in event.paths {
            let _ = sender.send(FileEvent { path, kind });
        }
    })?;
    let watched = [options.project.content_dir(), options.web_dist.clone()];
    for dir in &watched {
        std::fs::create_dir_all(dir)?;
        watcher.watch(dir, RecursiveMode::Recursive)?;
    }
    println!("Watching {} for changes", watched.iter().map(|d| d.display().to_string()).collect::<Vec<_>>().join(" and "));

    let runtime = tokio::runtime::Runtime::new()?;
    std::thread::scope(|scope| {
        scope.spawn(|| update_on_changes(&mut site, changes, &live_reload));
        let served = runtime.block_on(site_server::serve(server_config, addr, Some(live_reload.clone())));
        // Ends the update loop: no more changes will come.
        drop(watcher);
        served
    })?;
    Ok(ExitCode::SUCCESS)
}

/// Updates the site after each burst of changes, until the watcher is gone.
fn update_on_changes(site: &mut DevSite, changes: mpsc::Receiver<FileEvent>, live_reload: &LiveReload) {
    while let Ok(first) = changes.recv() {
        let mut changed = BTreeSet::new();
        // Files written to and not closed yet, and files that appeared in this burst.
        let (mut open, mut created) = (BTreeSet::new(), BTreeSet::new());
        let mut next = Some(first);
        while let Some(event) = next {
            match event.kind {
                FileEventKind::Closed => open.remove(&event.path),
                FileEventKind::Created => created.insert(event.path.clone()) | open.insert(event.path.clone()),
                FileEventKind::Other => open.insert(event.path.clone()),
            };
            changed.insert(event.path);
            next = changes.recv_timeout(if open.is_empty() { SETTLE_CLOSED } else { SETTLE }).ok();
        }
        // A file that came and went within the burst (an editor's temporary file) changed nothing.
        let came_and_went = |p: &PathBuf| created.contains(p) && !p.exists();
        let changed: Vec<PathBuf> = changed.into_iter().filter(|p| !is_editor_noise(p) && !came_and_went(p)).collect();
        if changed.is_empty() {
            continue;
        }
        let started = Instant::now();
        match site.update(&changed) {
            Ok(Update::Pages(update)) => {
                live_reload.notify_pages(&update.routes);
                let told = started.elapsed();
                print_diagnostics(&update.diagnostics);
                let steps: Vec<String> = update.timings.iter().map(|(step, took)| format!("{step} {} ms", took.as_millis())).collect();
                let documents = Instant::now();
                let written = site.write_documents();
                println!(
                    "Updated {} in {} ms ({}), its document in {} ms more",
                    update.routes.iter().map(|r| format!("/{r}")).collect::<Vec<_>>().join(", "),
                    told.as_millis(),
                    steps.join(", "),
                    documents.elapsed().as_millis()
                );
                if let Err(err) = written {
                    crate::report_build_error(&err);
                }
            }
            Ok(Update::Site(outcome)) => {
                report_rebuild(&outcome, started);
                live_reload.notify();
            }
            Err(err) => crate::report_build_error(&err),
        }
    }
}

/// Builds the whole site; returns the base path on success.
fn build(site: &mut DevSite) -> Option<String> {
    let started = Instant::now();
    match site.build() {
        Ok(outcome) => {
            report_rebuild(&outcome, started);
            Some(outcome.base_url)
        }
        Err(err) => {
            crate::report_build_error(&err);
            None
        }
    }
}

fn report_rebuild(outcome: &site_compiler::BuildOutcome, started: Instant) {
    print_diagnostics(&outcome.diagnostics);
    let phases: Vec<String> = outcome.timings.iter().map(|(phase, took)| format!("{phase} {} ms", took.as_millis())).collect();
    println!(
        "Rebuilt in {} ms: {} of {} files changed, {} removed ({})",
        started.elapsed().as_millis(),
        outcome.write.written,
        outcome.write.files,
        outcome.write.removed,
        phases.join(", ")
    );
}

/// Swap and backup files editors write beside the real one.
fn is_editor_noise(path: &std::path::Path) -> bool {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
    name.ends_with('~') || name.ends_with(".swp") || name.ends_with(".swx") || name.starts_with(".#")
}
