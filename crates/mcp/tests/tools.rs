//! Each tool, resource and the prompt, called by an MCP client (rmcp's own) over an
//! in-memory connection to the server, on a small built site.

mod fixture;

use std::sync::Arc;

use rmcp::model::{CallToolRequestParams, CallToolResult, GetPromptRequestParams, ReadResourceRequestParams, ResourceContents};
use rmcp::service::RunningService;
use rmcp::{RoleClient, ServiceExt};
use serde_json::{json, Value};
use site_mcp::limits::{Limits, MAX_INPUT_BYTES};
use site_mcp::{DocsServer, SiteSource};

struct Connected {
    client: RunningService<RoleClient, ()>,
    dir: tempfile::TempDir,
}

/// A client connected to a server on a fresh copy of the fixture site.
async fn connect() -> Connected {
    let dir = tempfile::tempdir().unwrap();
    fixture::write_site(dir.path());
    let (server_end, client_end) = tokio::io::duplex(1 << 20);
    let server = DocsServer::new(Arc::new(Limits::new(SiteSource::new(dir.path()))));
    tokio::spawn(async move {
        if let Ok(running) = server.serve(server_end).await {
            let _ = running.waiting().await;
        }
    });
    Connected { client: ().serve(client_end).await.unwrap(), dir }
}

impl Connected {
    async fn call(&self, tool: &'static str, arguments: Value) -> CallToolResult {
        let Value::Object(arguments) = arguments else { panic!("arguments are an object") };
        self.client.call_tool(CallToolRequestParams::new(tool).with_arguments(arguments)).await.unwrap()
    }

    /// The structured result of a call that succeeded.
    async fn structured(&self, tool: &'static str, arguments: Value) -> Value {
        let result = self.call(tool, arguments).await;
        assert_ne!(result.is_error, Some(true), "{result:?}");
        result.structured_content.expect("a structured result")
    }

    /// The text of a call's result.
    async fn text(&self, tool: &'static str, arguments: Value) -> (bool, String) {
        let result = self.call(tool, arguments).await;
        let text = result.content.iter().filter_map(|c| c.as_text()).map(|t| t.text.as_str()).collect::<Vec<_>>().concat();
        (result.is_error == Some(true), text)
    }
}

#[tokio::test]
async fn every_tool_is_listed_read_only_with_a_description_and_an_input_schema() {
    let site = connect().await;
    let tools = site.client.list_all_tools().await.unwrap();
    let mut names: Vec<&str> = tools.iter().map(|tool| tool.name.as_ref()).collect();
    names.sort_unstable();
    assert_eq!(names, ["check_markup", "get_component_api", "get_page", "list_components", "migrate_markup", "search_docs"]);
    for tool in &tools {
        assert!(tool.description.as_deref().is_some_and(|d| d.len() > 40), "{}", tool.name);
        assert_eq!(tool.input_schema.get("type"), Some(&json!("object")), "{}", tool.name);
        assert_eq!(tool.annotations.as_ref().and_then(|a| a.read_only_hint), Some(true), "{}", tool.name);
        // Every tool but the one answering Markdown describes its structured result.
        assert_eq!(tool.output_schema.is_some(), tool.name != "get_page", "{}", tool.name);
    }
}

#[tokio::test]
async fn search_docs_answers_with_titles_addresses_paths_and_snippets_best_first() {
    let site = connect().await;
    let answer = site.structured("search_docs", json!({"query": "emphasized design"})).await;
    let first = &answer["results"][0];
    assert_eq!(first["title"], "design");
    assert_eq!(first["page"], "Button");
    assert_eq!(first["url"], "https://example.org/webcomponents/v1/components/Button/#design");
    assert_eq!(first["path"], "components/Button/");
    assert!(first["snippet"].as_str().unwrap().contains("Emphasized"), "{first}");
    let one = site.structured("search_docs", json!({"query": "button", "limit": 1})).await;
    assert_eq!(one["results"].as_array().unwrap().len(), 1);
    assert!(one["total"].as_u64().unwrap() >= 2, "{one}");
    let icon = site.structured("search_docs", json!({"query": "sys-help"})).await;
    assert_eq!((&icon["results"][0]["title"], &icon["results"][0]["path"]), (&json!("sys-help"), &json!("icons/")), "{icon}");
    let none = site.structured("search_docs", json!({"query": "qwxzv"})).await;
    assert_eq!(none["total"], 0);
}

#[tokio::test]
async fn get_page_reads_a_twin_by_route_path_or_address() {
    let site = connect().await;
    for path in [
        "components/Button/",
        "components/Button",
        "/webcomponents/v1/components/Button/",
        "https://example.org/webcomponents/v1/components/Button/index.md",
        "https://example.org/webcomponents/v1/components/button/#design",
    ] {
        let (error, text) = site.text("get_page", json!({"path": path})).await;
        assert!(!error && text.starts_with("# Button\n"), "{path}: {text}");
    }
    let (_, release) = site.text("get_page", json!({"path": "docs/Release%20Management/"})).await;
    assert!(release.starts_with("# Release Management"), "{release}");
    let (_, home) = site.text("get_page", json!({"path": "/webcomponents/v1/"})).await;
    assert!(home.starts_with("# Home"), "{home}");
}

#[tokio::test]
async fn get_page_reads_nothing_outside_the_pages_of_the_site() {
    let site = connect().await;
    std::fs::write(site.dir.path().join("secret.md"), "not a page").unwrap();
    for path in ["../../../../etc/passwd", "/etc/passwd", "data/site.json", "secret.md", "..", "components/Button/../../secret"] {
        let (error, text) = site.text("get_page", json!({"path": path})).await;
        assert!(error && text.starts_with("No page"), "{path}: {text}");
        assert!(!text.contains("not a page") && !text.contains("root:"), "{path}: {text}");
    }
    // A listed page whose twin is a link out of the folder is refused too.
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("index.md"), "outside").unwrap();
    let twin = site.dir.path().join("docs/getting-started/index.md");
    std::fs::remove_file(&twin).unwrap();
    std::os::unix::fs::symlink(outside.path().join("index.md"), &twin).unwrap();
    let (error, text) = site.text("get_page", json!({"path": "docs/getting-started/"})).await;
    assert!(error && !text.contains("outside"), "{text}");
}

#[tokio::test]
async fn an_unknown_page_is_an_error_naming_the_closest_pages() {
    let site = connect().await;
    let (error, text) = site.text("get_page", json!({"path": "components/Buton/"})).await;
    assert!(error, "{text}");
    assert!(text.contains("No page `components/Buton/`") && text.contains("`components/Button/` (Button)"), "{text}");
}

#[tokio::test]
async fn list_components_gives_tag_class_package_and_summary_by_package() {
    let site = connect().await;
    let all = site.structured("list_components", json!({})).await;
    assert_eq!(
        all["components"][0],
        json!({"tag": "ui5-button", "name": "Button", "package": "@ui5/webcomponents", "summary": "A push button.", "path": "components/Button/"})
    );
    assert_eq!(all["components"].as_array().unwrap().len(), 2);
    for package in ["fiori", "@ui5/webcomponents-fiori"] {
        let fiori = site.structured("list_components", json!({"package": package})).await;
        let tags: Vec<&str> = fiori["components"].as_array().unwrap().iter().map(|c| c["tag"].as_str().unwrap()).collect();
        assert_eq!(tags, ["ui5-shellbar"], "{package}");
    }
    let (error, text) = site.text("list_components", json!({"package": "@ui5/webcomponents-ai"})).await;
    assert!(error && text.contains("`@ui5/webcomponents`, `@ui5/webcomponents-fiori`"), "{text}");
}

#[tokio::test]
async fn get_component_api_answers_by_tag_or_class_with_the_whole_api() {
    let site = connect().await;
    for name in ["ui5-button", "<ui5-button>", "Button", "button"] {
        let api = site.structured("get_component_api", json!({"name": name})).await;
        assert_eq!(api["tag"], "ui5-button", "{name}");
    }
    let api = site.structured("get_component_api", json!({"name": "ui5-button"})).await;
    assert_eq!(api["module"], "@ui5/webcomponents/dist/Button.js");
    let design = &api["properties"][0];
    assert_eq!(
        (&design["attribute"], &design["type"], &design["default"]),
        (&json!("design"), &json!("ButtonDesign"), &json!("\"Default\""))
    );
    assert_eq!(design["values"][4], "Emphasized");
    assert_eq!(api["properties"][2]["attribute"], "icon-end");
    assert_eq!(api["slots"][0]["name"], "default");
    assert_eq!(api["cssParts"][0]["name"], "button");
    assert_eq!(api["version2"]["name"], "Button");
}

#[tokio::test]
async fn an_unknown_component_is_an_error_naming_it_and_the_closest_ones() {
    let site = connect().await;
    let (error, text) = site.text("get_component_api", json!({"name": "ui5-buton"})).await;
    assert!(error, "{text}");
    assert_eq!(text, "No component `ui5-buton` in UI5 Web Components 1.24.24. Closest: `ui5-button` (Button).");
    let (_, text) = site.text("get_component_api", json!({"name": "ui5-datagrid"})).await;
    assert!(text.contains("No component `ui5-datagrid`") && text.contains("list_components"), "{text}");
}

#[tokio::test]
async fn check_markup_finds_wrong_values_unknown_attributes_and_tags_at_their_line_and_column() {
    let site = connect().await;
    let html = "<section>\n  <ui5-button design=\"Primary\" disabled=\"false\" colour=\"red\">Save</ui5-button>\n  <ui5-buton>x</ui5-buton>\n</section>";
    let check = site.structured("check_markup", json!({"html": html})).await;
    assert_eq!((check["valid"].clone(), check["elements"].clone()), (json!(false), json!(2)));
    let findings = check["findings"].as_array().unwrap();
    let summary: Vec<(u64, u64, &str, &str)> = findings
        .iter()
        .map(|f| (f["line"].as_u64().unwrap(), f["column"].as_u64().unwrap(), f["kind"].as_str().unwrap(), f["severity"].as_str().unwrap()))
        .collect();
    assert_eq!(
        summary,
        [
            (2, 15, "notAnEnumValue", "warning"),
            (2, 32, "booleanWithValue", "warning"),
            (2, 49, "unknownAttribute", "warning"),
            (3, 3, "unknownTag", "error")
        ]
    );
    assert_eq!(findings[0]["allowed"], json!(["Default", "Positive", "Negative", "Transparent", "Emphasized"]));
    assert_eq!(findings[0]["value"], "Primary");
    assert_eq!(findings[2]["allowed"], json!(["design", "disabled", "icon", "icon-end"]));
    assert_eq!(findings[3]["didYouMean"], json!(["ui5-button"]));
    let valid = site.structured("check_markup", json!({"html": "<ui5-button design=\"Emphasized\" disabled>Go</ui5-button>"})).await;
    assert_eq!(valid, json!({"valid": true, "elements": 1, "findings": []}));
}

#[tokio::test]
async fn migrate_markup_gives_the_converted_markup_and_its_notes() {
    let site = connect().await;
    let html = "<ui5-badge>New</ui5-badge>\n<ui5-button icon=\"home\" icon-end>Go</ui5-button>";
    let migration = site.structured("migrate_markup", json!({"html": html})).await;
    assert_eq!(migration["output"], "<ui5-tag>New</ui5-tag>\n<ui5-button end-icon=\"home\">Go</ui5-button>");
    assert_eq!((migration["changed"].clone(), migration["needsAHand"].clone()), (json!(true), json!(false)));
    let notes = migration["notes"].as_array().unwrap();
    assert_eq!((notes[0]["line"].clone(), notes[0]["column"].clone(), notes[0]["kind"].clone()), (json!(1), json!(2), json!("changed")));
    assert!(notes.iter().any(|note| note["line"] == 2 && note["message"].as_str().unwrap().contains("end-icon")), "{notes:?}");
    let unchanged = site.structured("migrate_markup", json!({"html": "<p>Plain</p>"})).await;
    assert_eq!(unchanged, json!({"output": "<p>Plain</p>", "changed": false, "needsAHand": false, "notes": []}));
}

#[tokio::test]
async fn an_input_over_256_kb_is_an_error_result_that_says_so() {
    let site = connect().await;
    let large = "x".repeat(MAX_INPUT_BYTES + 1);
    for (tool, arguments) in [
        ("check_markup", json!({"html": large})),
        ("migrate_markup", json!({"html": large})),
        ("search_docs", json!({"query": large})),
        ("get_page", json!({"path": large})),
        ("get_component_api", json!({"name": large})),
    ] {
        let (error, text) = site.text(tool, arguments).await;
        assert!(error && text.contains("262145 bytes") && text.contains("256 KB"), "{tool}: {text}");
    }
    let (error, _) = site.text("check_markup", json!({"html": "x".repeat(MAX_INPUT_BYTES)})).await;
    assert!(!error, "256 KB itself is taken");
}

#[tokio::test]
async fn an_unknown_tool_is_a_protocol_error() {
    let site = connect().await;
    let error = site.client.call_tool(CallToolRequestParams::new("test_error_handling")).await.unwrap_err();
    assert!(error.to_string().contains("tool not found"), "{error}");
}

#[tokio::test]
async fn the_docs_pages_are_resources_read_as_markdown() {
    let site = connect().await;
    let resources = site.client.list_all_resources().await.unwrap();
    let uris: Vec<&str> = resources.iter().map(|r| r.uri.as_str()).collect();
    assert_eq!(
        uris,
        [
            "https://example.org/webcomponents/v1/docs/index.md",
            "https://example.org/webcomponents/v1/docs/Release Management/index.md",
            "https://example.org/webcomponents/v1/docs/getting-started/index.md"
        ]
    );
    assert_eq!(resources[0].name, "Introduction");
    let read = site.client.read_resource(ReadResourceRequestParams::new(uris[2])).await.unwrap();
    let ResourceContents::TextResourceContents { text, mime_type, .. } = &read.contents[0] else { panic!("text") };
    assert!(text.starts_with("# Getting Started") && mime_type.as_deref() == Some("text/markdown"), "{text}");
    for uri in ["https://example.org/webcomponents/v1/nope/index.md", "test://static-text", "https://example.org/", "file:///etc/passwd"] {
        let missing = site.client.read_resource(ReadResourceRequestParams::new(uri)).await;
        assert!(missing.unwrap_err().to_string().contains("no page"), "{uri}");
    }
}

#[tokio::test]
async fn the_migration_prompt_hands_the_file_to_the_tools() {
    let site = connect().await;
    let prompts = site.client.list_all_prompts().await.unwrap();
    assert_eq!(prompts.iter().map(|p| p.name.as_str()).collect::<Vec<_>>(), ["migrate_to_version_2"]);
    let Value::Object(arguments) = json!({"file": "<ui5-badge>New</ui5-badge>", "name": "page.html"}) else { unreachable!() };
    let prompt = site.client.get_prompt(GetPromptRequestParams::new("migrate_to_version_2").with_arguments(arguments)).await.unwrap();
    let text = serde_json::to_string(&prompt.messages).unwrap();
    assert!(text.contains("migrate_markup") && text.contains("<ui5-badge>New</ui5-badge>") && text.contains("page.html"), "{text}");
}

#[tokio::test]
async fn a_new_build_in_the_folder_is_read_at_the_next_call() {
    let site = connect().await;
    let (_, before) = site.text("get_page", json!({"path": "components/Button/"})).await;
    assert!(before.starts_with("# Button"));
    // A new build: another site data (its time changes), and the page gone.
    let site_json = site.dir.path().join("data/site.json");
    let data = std::fs::read_to_string(&site_json).unwrap().replace("\"components/Button/\",", "");
    std::fs::write(&site_json, data).unwrap();
    let later = std::time::SystemTime::now() + std::time::Duration::from_secs(5);
    std::fs::File::options().write(true).open(&site_json).unwrap().set_modified(later).unwrap();
    let (error, after) = site.text("get_page", json!({"path": "components/Button/"})).await;
    assert!(error && after.starts_with("No page"), "{after}");
}
