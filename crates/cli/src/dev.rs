//! `site dev`: build, serve, watch the sources and the front end's output, rebuild
//! what changed and reload the open pages.

use notify::{RecursiveMode, Watcher};
use site_compiler::BuildOptions;
use site_server::{LiveReload, ServerConfig};
use std::net::SocketAddr;
use std::process::ExitCode;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::print_diagnostics;

/// Changes closer together than this are handled by one rebuild.
const SETTLE: Duration = Duration::from_millis(40);

pub fn run(options: &BuildOptions, addr: SocketAddr) -> anyhow::Result<ExitCode> {
    let base_url = rebuild(options).ok_or_else(|| anyhow::anyhow!("the first build failed; fix the errors above"))?;
    let mut server_config = ServerConfig::new(options.out_dir.clone(), base_url, crate::header_rules_of(&options.out_dir)?);
    // A page reloaded after a rebuild gets the new files, never cached old ones.
    server_config.recheck_files_after = Duration::ZERO;
    let live_reload = LiveReload::default();

    let (sender, changes) = mpsc::channel();
    let mut watcher = notify::recommended_watcher(move |event: notify::Result<notify::Event>| {
        if let Ok(event) = event {
            if event.kind.is_create() || event.kind.is_modify() || event.kind.is_remove() {
                let _ = sender.send(event.paths);
            }
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
        scope.spawn(|| rebuild_on_changes(options, changes, &live_reload));
        let served = runtime.block_on(site_server::serve(server_config, addr, Some(live_reload.clone())));
        // Ends the rebuild loop: no more changes will come.
        drop(watcher);
        served
    })?;
    Ok(ExitCode::SUCCESS)
}

/// Rebuilds after each burst of changes, until the watcher is gone.
fn rebuild_on_changes(options: &BuildOptions, changes: mpsc::Receiver<Vec<std::path::PathBuf>>, live_reload: &LiveReload) {
    while let Ok(first) = changes.recv() {
        let mut changed = first;
        while let Ok(more) = changes.recv_timeout(SETTLE) {
            changed.extend(more);
        }
        if changed.iter().all(|p| is_editor_noise(p)) {
            continue;
        }
        if rebuild(options).is_some() {
            live_reload.notify();
        }
    }
}

/// Rebuilds in place; returns the base path on success.
fn rebuild(options: &BuildOptions) -> Option<String> {
    let started = Instant::now();
    match site_compiler::rebuild_in_place(options) {
        Ok(outcome) => {
            print_diagnostics(&outcome.diagnostics);
            println!(
                "Rebuilt in {} ms: {} of {} files changed, {} removed",
                started.elapsed().as_millis(),
                outcome.write.written,
                outcome.write.files,
                outcome.write.removed
            );
            Some(outcome.base_url)
        }
        Err(err) => {
            crate::report_build_error(&err);
            None
        }
    }
}

/// Swap and backup files editors write beside the real one.
fn is_editor_noise(path: &std::path::Path) -> bool {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
    name.ends_with('~') || name.ends_with(".swp") || name.ends_with(".swx") || name.starts_with(".#")
}
