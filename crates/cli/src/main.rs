//! `site`: build, check, serve and develop the documentation site.

mod dev;
mod migrate;

use clap::{Args, Parser, Subcommand};
use site_compiler::{BuildError, BuildOptions, Diagnostic, Project, Severity};
use std::net::{IpAddr, SocketAddr};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

#[derive(Parser)]
#[command(name = "site", version, about = "The UI5 Web Components documentation site engine")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Compile the site into a static directory (atomically: a failed build keeps the last one).
    Build {
        #[command(flatten)]
        source: SourceArgs,
        /// Print how long each phase took.
        #[arg(long)]
        timings: bool,
    },
    /// Run every check of a build without writing anything; exits with 1 on errors.
    Check {
        /// The project root (holding `content/`).
        #[arg(long, default_value = ".")]
        root: PathBuf,
        /// Check only these markup files, against the installed packages' API, as samples are.
        #[arg(long, num_args = 1..)]
        markup: Vec<PathBuf>,
    },
    /// Convert 1.24 markup for version 2: each file converted to stdout (or in place),
    /// what changed and what needs a hand to stderr as file:line:column. Exits with 0
    /// when nothing is left to do by hand, 1 when something is, 2 on unreadable input.
    Migrate {
        /// HTML files (or templates); `.js`, `.ts`, `.mjs`, `.jsx`, `.tsx` are read as scripts.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Rewrite each file in place instead of printing it.
        #[arg(long)]
        write: bool,
        /// The project root, whose packages of both versions give the rules.
        #[arg(long, default_value = ".")]
        root: PathBuf,
    },
    /// Serve a built site, with its MCP server (Streamable HTTP) at `<base>mcp`.
    Serve(ServeArgs),
    /// Serve a built site's MCP server over stdio, for an agent on this machine.
    Mcp {
        /// The built site.
        #[arg(long, default_value = "build")]
        dir: PathBuf,
    },
    /// Build, serve, rebuild on changes and reload open pages.
    Dev {
        #[command(flatten)]
        source: SourceArgs,
        #[command(flatten)]
        address: AddressArgs,
    },
}

#[derive(Args, Clone)]
struct SourceArgs {
    /// The project root (holding `content/`).
    #[arg(long, default_value = ".")]
    root: PathBuf,
    /// Where the site is written.
    #[arg(long, default_value = "build")]
    out: PathBuf,
    /// The front end's Vite output.
    #[arg(long, default_value = site_compiler::WEB_DIST)]
    web_dist: PathBuf,
}

#[derive(Args, Clone)]
struct AddressArgs {
    #[arg(long, default_value = "127.0.0.1")]
    host: IpAddr,
    #[arg(long, default_value_t = 3000)]
    port: u16,
}

#[derive(Args)]
struct ServeArgs {
    /// The built site to serve.
    #[arg(long, default_value = "build")]
    dir: PathBuf,
    /// The base path; read from the built site's data when omitted.
    #[arg(long)]
    base_url: Option<String>,
    #[command(flatten)]
    address: AddressArgs,
    /// Memory for cached files, in MiB; larger files than a share of it are streamed.
    #[arg(long, default_value_t = site_server::Limits::CACHE_BYTES / MIB)]
    cache_size: u64,
    /// Open connections at most [default: the open-file limit less a reserve, at most 4096].
    #[arg(long)]
    max_connections: Option<usize>,
    /// Serve the files only, without the MCP server at `<base>mcp`.
    #[arg(long)]
    no_mcp: bool,
}

const MIB: u64 = 1024 * 1024;

impl SourceArgs {
    fn options(&self, live_reload: bool) -> BuildOptions {
        BuildOptions {
            project: Project::new(&self.root),
            out_dir: self.root.join(&self.out),
            web_dist: self.root.join(&self.web_dist),
            live_reload,
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Build { source, timings } => build(&source.options(false), timings),
        Command::Check { root, markup } => check(&root, &markup),
        Command::Migrate { files, write, root } => Ok(migrate::run(&root, &files, write)),
        Command::Serve(args) => serve(args),
        Command::Mcp { dir } => mcp(dir),
        Command::Dev { source, address } => dev::run(&source.options(true), SocketAddr::new(address.host, address.port)),
    };
    match result {
        Ok(code) => code,
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::FAILURE
        }
    }
}

fn build(options: &BuildOptions, show_timings: bool) -> anyhow::Result<ExitCode> {
    let started = Instant::now();
    match site_compiler::build(options) {
        Ok(outcome) => {
            print_diagnostics(&outcome.diagnostics);
            println!(
                "Built {} pages ({} files, {} compressed anew, {} prerendered anew) into {} in {} ms",
                outcome.pages,
                outcome.write.files,
                outcome.write.compressed,
                outcome.prerendered,
                options.out_dir.display(),
                started.elapsed().as_millis()
            );
            if show_timings {
                for (phase, duration) in &outcome.timings {
                    println!("  {:>7.1} ms  {phase}", duration.as_secs_f64() * 1000.0);
                }
            }
            Ok(ExitCode::SUCCESS)
        }
        Err(err) => {
            report_build_error(&err);
            Ok(ExitCode::FAILURE)
        }
    }
}

fn report_build_error(err: &BuildError) {
    match err {
        BuildError::Invalid(diagnostics) | BuildError::Failed { diagnostics, .. } => print_diagnostics(diagnostics),
    }
    eprintln!("{err}; the previous output is unchanged");
}

fn check(root: &Path, markup: &[PathBuf]) -> anyhow::Result<ExitCode> {
    let project = Project::new(root);
    let diagnostics = if markup.is_empty() { site_compiler::check(&project) } else { site_compiler::check_markup(&project, markup) };
    print_diagnostics(&diagnostics);
    let errors = diagnostics.iter().filter(|d| d.severity == Severity::Error).count();
    if errors > 0 {
        eprintln!("check failed with {errors} error(s)");
        return Ok(ExitCode::FAILURE);
    }
    println!("check passed ({} warning(s))", diagnostics.len());
    Ok(ExitCode::SUCCESS)
}

fn serve(args: ServeArgs) -> anyhow::Result<ExitCode> {
    let site = site_address_of(&args.dir)?;
    let base_url = args.base_url.unwrap_or(site.base_url);
    let headers = header_rules_of(&args.dir)?;
    let addr = SocketAddr::new(args.address.host, args.address.port);
    let mut config = site_server::ServerConfig::new(args.dir.clone(), base_url.clone(), headers);
    config.limits.cache_bytes = args.cache_size.saturating_mul(MIB);
    if let Some(max_connections) = args.max_connections {
        config.limits.max_connections = max_connections.max(1);
    }
    if !args.no_mcp {
        let options = site_mcp::HttpOptions { listen: addr, site_origin: site.url };
        let mcp = site_mcp::HttpEndpoint::new(site_mcp::SiteSource::new(&args.dir), &options);
        config.endpoint = Some(site_server::Endpoint::new(format!("{base_url}mcp"), move |request| {
            let mcp = mcp.clone();
            async move { mcp.respond(request).await }
        }));
    }
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(site_server::serve(config, addr, None))?;
    Ok(ExitCode::SUCCESS)
}

/// Serves the built site's MCP server on stdin and stdout; the site is read first,
/// so that a folder that is no built site fails at once.
fn mcp(dir: PathBuf) -> anyhow::Result<ExitCode> {
    let source = site_mcp::SiteSource::new(dir);
    source.current().map_err(anyhow::Error::msg)?;
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(site_mcp::stdio::serve(source)).map_err(anyhow::Error::msg)?;
    Ok(ExitCode::SUCCESS)
}

/// Where a built site is published, from its shared data.
#[derive(serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct SiteAddress {
    /// Its origin (`https://ui5.github.io`).
    url: String,
    /// The base path it was compiled for.
    base_url: String,
}

fn site_address_of(dir: &Path) -> anyhow::Result<SiteAddress> {
    let path = dir.join(site_compiler::emit::site_data::SITE_DATA_PATH);
    let text = std::fs::read_to_string(&path)
        .map_err(|err| anyhow::anyhow!("{}: {err} (is this a built site? run `site build` first)", path.display()))?;
    serde_json::from_str(&text).map_err(|err| anyhow::anyhow!("{}: {err}", path.display()))
}

/// The response headers a built site asks for (written by `site build`).
pub(crate) fn header_rules_of(dir: &Path) -> anyhow::Result<site_headers::HeaderRules> {
    site_headers::HeaderRules::read(dir).map_err(|err| anyhow::anyhow!("{err} (is this a site built by this version? run `site build`)"))
}

/// Prints the problems found, one a line, to standard error.
pub(crate) fn print_diagnostics(diagnostics: &[Diagnostic]) {
    for diagnostic in diagnostics {
        eprintln!("{diagnostic}");
    }
}
