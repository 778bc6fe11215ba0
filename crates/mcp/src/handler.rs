//! The MCP server itself (on `rmcp`, the protocol's official Rust SDK): the tools, the
//! docs pages as resources and the "migrate this file to version 2" prompt, each
//! answering from the built site through [`Limits`]. It keeps nothing from one request
//! to the next: every answer comes from the build alone.

use std::sync::Arc;

use rmcp::handler::server::router::prompt::PromptRouter;
use rmcp::handler::server::router::tool::ToolRouter;
use rmcp::handler::server::wrapper::{Json, Parameters};
use rmcp::model::{
    Implementation, ListResourcesResult, PaginatedRequestParams, PromptMessage, ReadResourceRequestParams, ReadResourceResponse,
    ReadResourceResult, Resource, ResourceContents, Role, ServerCapabilities, ServerConfig,
};
use rmcp::service::RequestContext;
use rmcp::{prompt, prompt_handler, prompt_router, tool, tool_handler, tool_router, ErrorData, RoleServer, ServerHandler};
use schemars::JsonSchema;
use serde::Deserialize;
use site_api::api_data::ComponentData;

use crate::components::{self, ApiInput, ComponentList, ListInput};
use crate::limits::{check_size, Limits};
use crate::markup::{self, MarkupCheck, MarkupInput, MarkupMigration};
use crate::pages;
use crate::search::{self, SearchAnswer, SearchInput};

/// What the server tells an agent about itself as it connects.
const INSTRUCTIONS: &str = "The documentation of UI5 Web Components 1.24 (version 1), from its own site. \
Before writing markup for a component, call get_component_api for its real attributes, enum values, slots and events; \
after writing it, check_markup finds unknown tags and attributes and wrong values. search_docs and get_page answer \
how-to questions; migrate_markup converts 1.24 markup to version 2.";

/// The server: its tools, resources and prompt over one built site.
#[derive(Clone)]
pub struct DocsServer {
    limits: Arc<Limits>,
    tool_router: ToolRouter<Self>,
    prompt_router: PromptRouter<Self>,
}

/// What `get_page` is asked.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct PageInput {
    /// The page: its path (`components/Button/`, `docs/getting-started/first-steps/`), its
    /// path under the site (`/webcomponents/v1/components/Button/`) or its address.
    pub path: String,
}

/// What the migration prompt is given.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct MigrateFileInput {
    /// The file's text: HTML, or a template that uses UI5 Web Components 1.24.
    pub file: String,
    /// The file's name, to tell the answer apart.
    pub name: Option<String>,
}

#[tool_router]
impl DocsServer {
    /// A server over the site that `limits` hands out turns on.
    pub fn new(limits: Arc<Limits>) -> DocsServer {
        DocsServer { limits, tool_router: Self::tool_router(), prompt_router: Self::prompt_router() }
    }

    #[tool(
        description = "Search the UI5 Web Components 1.24 documentation (guides and the component reference) with the site's own search. \
Returns the best pages and sections, each with its title, address, path for get_page, and a snippet.",
        annotations(read_only_hint = true, open_world_hint = false)
    )]
    async fn search_docs(&self, Parameters(input): Parameters<SearchInput>) -> Result<Json<SearchAnswer>, String> {
        check_size("query", &input.query)?;
        self.limits.run(move |site| Ok(search::search(site, &input))).await.map(Json)
    }

    #[tool(
        description = "A page of the documentation as Markdown: a guide, or a component, enum or interface page with its API tables. \
Give its path (`components/Button/`, `docs/getting-started/first-steps/`), its path under the site or its address.",
        annotations(read_only_hint = true, open_world_hint = false)
    )]
    async fn get_page(&self, Parameters(input): Parameters<PageInput>) -> Result<String, String> {
        check_size("path", &input.path)?;
        self.limits.run(move |site| pages::page(site, &input.path)).await
    }

    #[tool(
        description = "Every UI5 Web Components 1.24 component: tag, class, package and a one-line summary. \
Optionally only one package's: `@ui5/webcomponents` (main) or `@ui5/webcomponents-fiori` (fiori).",
        annotations(read_only_hint = true, open_world_hint = false)
    )]
    async fn list_components(&self, Parameters(input): Parameters<ListInput>) -> Result<Json<ComponentList>, String> {
        check_size("package", input.package.as_deref().unwrap_or_default())?;
        self.limits.run(move |site| components::list(site, &input)).await.map(Json)
    }

    #[tool(
        description = "The API of one UI5 Web Components 1.24 component, by tag (`ui5-button`) or class (`Button`): properties with \
their type, default, enum values and attribute; slots; events and their detail; methods; CSS parts; the module to import; \
and what changes in version 2. Use it before writing markup: only these attributes and values exist in 1.24.",
        annotations(read_only_hint = true, open_world_hint = false)
    )]
    async fn get_component_api(&self, Parameters(input): Parameters<ApiInput>) -> Result<Json<ComponentData>, String> {
        check_size("name", &input.name)?;
        self.limits.run(move |site| components::api(site, &input)).await.map(Json)
    }

    #[tool(
        description = "Check HTML that uses UI5 Web Components 1.24 against the packages' API, as the site checks its own samples: \
unknown tags and attributes, values that are not of an enum, booleans written with a value, numbers. \
Each finding has its line, column, what is allowed and the closest names.",
        annotations(read_only_hint = true, open_world_hint = false)
    )]
    async fn check_markup(&self, Parameters(input): Parameters<MarkupInput>) -> Result<Json<MarkupCheck>, String> {
        check_size("html", &input.html)?;
        self.limits.run(move |site| Ok(markup::check(site, &input.html))).await.map(Json)
    }

    #[tool(
        description = "Convert HTML written for UI5 Web Components 1.24 to version 2 (2.x), with the site's converter: renamed tags, \
attributes, values, slots and events are rewritten, and each change and each place that needs a hand is noted with its line and column.",
        annotations(read_only_hint = true, open_world_hint = false)
    )]
    async fn migrate_markup(&self, Parameters(input): Parameters<MarkupInput>) -> Result<Json<MarkupMigration>, String> {
        check_size("html", &input.html)?;
        self.limits.run(move |site| Ok(markup::migrate(site, &input.html))).await.map(Json)
    }
}

// `#[prompt]` adds a public function of the prompt's metadata, which it leaves undocumented.
#[allow(missing_docs)]
#[prompt_router]
impl DocsServer {
    /// The prompt an agent is given to move a file to version 2 with the tools.
    #[prompt(
        name = "migrate_to_version_2",
        description = "Migrate this file to version 2: convert a file that uses UI5 Web Components 1.24 to 2.x with migrate_markup, \
then do by hand what the converter could not."
    )]
    async fn migrate_to_version_2(&self, Parameters(input): Parameters<MigrateFileInput>) -> Result<Vec<PromptMessage>, ErrorData> {
        if let Err(message) = check_size("file", &input.file) {
            return Err(ErrorData::invalid_params(message, None));
        }
        let name = input.name.as_deref().map_or(String::new(), |name| format!(" `{name}`"));
        let fence = "`".repeat(input.file.split(|c| c != '`').map(str::len).max().unwrap_or(0).max(2) + 1);
        let text = format!(
            "Migrate this file{name} from UI5 Web Components 1.24 to version 2.\n\n\
             1. Call the tool migrate_markup with the file as `html`: its `output` is the file converted.\n\
             2. For each note of kind `byHand`, make the change it describes; notes of kind `info` say what behaves differently.\n\
             3. Where a component, attribute or event is in doubt, look it up with get_component_api (1.24) or the page its \
             version 2 section links to.\n\
             4. Answer with the whole converted file, then a list of what you changed by hand.\n\n\
             {fence}html\n{}\n{fence}",
            input.file.trim_end()
        );
        Ok(vec![PromptMessage::new_text(Role::User, text)])
    }
}

#[tool_handler(router = self.tool_router)]
#[prompt_handler(router = self.prompt_router)]
impl ServerHandler for DocsServer {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(ServerCapabilities::builder().enable_tools().enable_prompts().enable_resources().build())
            .with_server_info(Implementation::new("ui5-webcomponents-v1-docs", env!("CARGO_PKG_VERSION")))
            .with_instructions(INSTRUCTIONS)
    }

    /// The docs pages, each as its Markdown twin at its public address.
    async fn list_resources(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListResourcesResult, ErrorData> {
        let resources = self
            .limits
            .run(|site| {
                Ok(site
                    .routes
                    .iter()
                    .filter(|route| route.starts_with("docs/"))
                    .map(|route| {
                        Resource::new(format!("{}index.md", site.page_url(route)), site.title(route))
                            .with_description(format!("The page `{route}` as Markdown"))
                            .with_mime_type("text/markdown")
                    })
                    .collect())
            })
            .await
            .map_err(|message| ErrorData::internal_error(message, None))?;
        Ok(ListResourcesResult::with_all_items(resources))
    }

    /// Any page's Markdown twin, by its address (or its path, as `get_page` takes it).
    async fn read_resource(
        &self,
        request: ReadResourceRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<ReadResourceResponse, ErrorData> {
        check_size("uri", &request.uri).map_err(|message| ErrorData::invalid_params(message, None))?;
        let uri = request.uri.clone();
        let text = self
            .limits
            .run(move |site| match pages::route_of(site, &uri) {
                Some(route) => pages::read_twin(site, &route).map(Some),
                None => Ok(None),
            })
            .await
            .map_err(|message| ErrorData::internal_error(message, None))?;
        let Some(text) = text else {
            return Err(ErrorData::resource_not_found(format!("no page at `{}`", request.uri), None));
        };
        let contents =
            ResourceContents::TextResourceContents { uri: request.uri, mime_type: Some("text/markdown".into()), text, meta: None };
        Ok(ReadResourceResult::new(vec![contents]).into())
    }
}
