//! The fuzz harness: property tests that build the fixture site from generated and
//! mutated sources (markdown, front matter, `site.toml`, custom-elements manifests)
//! and check that the engine never panics, never takes more than a few seconds, and
//! names the file (and line, where there is one) of every problem it reports.
//!
//! `make test` runs each target on fixed seeds and on every case it ever failed on
//! (`regressions/`, committed), so a run decides the same way every time; `make fuzz
//! FUZZ_SECONDS=600` explores with fresh seeds for as long as asked. A failing input is
//! shrunk and printed and its seed saved; a hang is printed as found.

mod front_matter;
mod harness;
mod manifests;
mod markdown;
mod markdown_loss;
mod site_config;
