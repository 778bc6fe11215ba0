//! The site's MCP server: what an agent needs to write correct UI5 Web Components 1.24
//! markup, answered from the built site alone (its data, its search and its pages'
//! Markdown twins), so that a deployment of `build/` needs nothing else.
//!
//! - [`site`]: the built site, loaded (and loaded again after a new build).
//! - [`search`], `pages`, [`components`], [`markup`]: what each tool answers.
//! - [`limits`]: the size of inputs, the deadline and the turns of each call.
//! - [`handler`]: the server on `rmcp` (the protocol's official Rust SDK): tools,
//!   resources and a prompt.
//! - [`http`] and [`stdio`]: the two ways to reach it (`site serve` at `<base>mcp`,
//!   and `site mcp`).

mod closest;
pub mod components;
pub mod handler;
pub mod http;
mod json_schema;
pub mod limits;
pub mod markup;
mod pages;
pub mod search;
pub mod site;
pub mod stdio;

pub use handler::DocsServer;
pub use http::{HttpEndpoint, HttpOptions};
pub use site::{Site, SiteSource};
