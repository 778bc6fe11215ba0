//! Builds the fixture site (tests/fixtures/site) and checks the output files, and
//! the errors and warnings for broken content.

mod common;

use common::{errors, warnings, Fixture};
use site_compiler::incremental::DevSite;
use site_compiler::{build, check, BuildError, Project};
use site_model::page::PageContent;
use std::fs;
use std::path::Path;

#[test]
fn every_route_gets_a_document_with_metadata_and_readable_content() {
    let fixture = Fixture::new();
    let outcome = build(&fixture.options()).unwrap();
    assert_eq!(outcome.pages, 6, "home, intro, FAQ, guide, start and the search results page");

    let start = fixture.output("docs/guide/start/index.html");
    assert!(start.contains("<title>Start Here | Fixture Site</title>"));
    assert!(start.contains(r#"<link rel="canonical" href="https://example.org/base/docs/guide/start/">"#));
    assert!(start.contains(r#"<meta name="keywords" content="start, fixture">"#));
    assert!(!start.contains("noindex"));
    assert!(start.contains(r#"<h2 id="install">"#), "heading ids");
    assert!(start.contains("admonition-tip"), "admonitions");
    assert!(start.contains(r#"<span class="code-block-title">terminal</span>"#), "code block titles");
    assert!(start.contains("hl-"), "highlighted code");
    assert!(start.contains("<table>") && start.contains("<del>old</del>") && start.contains("checkbox"), "GFM");
    assert!(start.contains(r#"<a href="https://example.org" target="_blank""#), "autolinks");
    assert!(start.contains(r#"href="/base/docs/""#), ".md links become routes");
    assert!(start.contains(r#"src="/base/img/logo.svg""#), "site-absolute images get the base path");
    assert!(start.contains(r#"<script type="module" src="/base/assets/main-abc123.js" fetchpriority="low">"#));
    assert!(start.contains(r#"<link rel="stylesheet" href="/base/assets/main-abc123.css">"#));

    let home = fixture.output("index.html");
    assert!(home.contains("<title>Fixture Site</title>"), "the home page has the site title alone");
}

#[test]
fn the_app_renders_each_page_into_its_document_with_what_it_needs_preloaded() {
    let fixture = Fixture::new();
    build(&fixture.options()).unwrap();
    // The fixture's prerenderer (web-dist/.prerender/server.mjs) renders a page as its
    // kind, sidebar, title and article.
    let start = fixture.output("docs/guide/start/index.html");
    assert!(
        start.contains(r#"<div id="__site"><main data-kind="doc" data-sidebar="documentation"><h1>Start Here</h1>"#),
        "the app's markup is the mount point's content"
    );
    assert!(start.contains(r#"data-route="docs/guide/start/""#), "the route the markup was rendered for");
    let head = start.split("</head>").next().unwrap();
    assert!(head.contains(r#"<link rel="preload" as="image" href="/base/img/logo.svg">"#), "the app's resource hints");
    assert!(head.contains(r#"<link rel="stylesheet" href="/base/assets/DocPage-abc123.css">"#), "the page module's styles");
    for preload in ["assets/DocPage-abc123.js", "assets/shared-abc123.js"] {
        assert_eq!(
            head.matches(&format!(r#"<link rel="modulepreload" href="/base/{preload}" fetchpriority="low">"#)).count(),
            1,
            "{preload}, once"
        );
    }
    assert!(!head.contains(r#"<link rel="modulepreload" href="/base/assets/main-abc123.js""#), "the entry is a script, not a preload");
    // The page is painted from its markup: the app's code and data load at low priority.
    assert!(head.contains(r#"<link rel="preload" href="/base/data/site.json" as="fetch" crossorigin fetchpriority="low">"#));
    assert!(!fixture.out().join(".prerender").exists(), "the prerenderer is not published");

    let home = fixture.output("index.html");
    assert!(home.contains(r#"<main data-kind="home""#));
    assert!(home.contains("/base/assets/HomePage-abc123.js") && !home.contains("DocPage-abc123"));
    let not_found = fixture.output("404.html");
    assert!(not_found.contains("<main><h1>Page Not Found</h1><p>Fixture Site</p></main>") && !not_found.contains("data-route="));
}

#[test]
fn a_rebuild_renders_in_node_only_the_pages_whose_inputs_changed() {
    let fixture = Fixture::new();
    let first = build(&fixture.options()).unwrap();
    let all = first.pages + 1; // and the not-found page
    assert_eq!(first.prerendered, all, "a first build renders every page");
    let (start, faq) = (fixture.output("docs/guide/start/index.html"), fixture.output("docs/FAQ/index.html"));

    let unchanged = build(&fixture.options()).unwrap();
    assert_eq!(unchanged.prerendered, 0, "the search files' new names are no input of the markup");
    assert_eq!(fixture.output("docs/guide/start/index.html"), start, "the same documents, from the cache");

    let faq_source = fixture.root().join("content/docs/FAQ.md");
    let text = fs::read_to_string(&faq_source).unwrap();
    fs::write(&faq_source, text.replace("# Frequently Asked Questions", "# Frequently Asked Questions\n\nA new paragraph.")).unwrap();
    assert_eq!(build(&fixture.options()).unwrap().prerendered, 1, "only the edited page");
    assert!(fixture.output("docs/FAQ/index.html").contains("A new paragraph.") && fixture.output("docs/FAQ/index.html") != faq);
    assert_eq!(fixture.output("docs/guide/start/index.html"), start);

    fixture.edit_config(r#"title = "Fixture Site""#, r#"title = "Renamed Site""#);
    assert_eq!(build(&fixture.options()).unwrap().prerendered, all, "the site data renders every page");
    assert!(fixture.output("404.html").contains("<p>Renamed Site</p>"), "the not-found page too");

    let bundle = fixture.root().join("web-dist/.prerender/server.mjs");
    fs::write(&bundle, fs::read_to_string(&bundle).unwrap() + "\n// a new build of the bundle\n").unwrap();
    assert_eq!(build(&fixture.options()).unwrap().prerendered, all, "a new prerender bundle renders every page");

    let cache: Vec<_> = fs::read_dir(fixture.out().join(".prerendered")).unwrap().map(|entry| entry.unwrap().path()).collect();
    assert_eq!(cache.len(), all, "a file for each document");
    for file in cache {
        fs::write(file, "{ not json").unwrap();
    }
    assert_eq!(build(&fixture.options()).unwrap().prerendered, all, "an unreadable cache is rendered anew");
    assert_eq!(fixture.output("docs/guide/start/index.html").replace("Renamed Site", "Fixture Site"), start);
}

#[test]
fn a_page_the_app_cannot_render_fails_the_build_naming_its_file() {
    let fixture = Fixture::new();
    fixture.write("content/docs/crash.md", "# Fine\n\nRendered.\n");
    build(&fixture.options()).unwrap();
    let before = fixture.output("docs/guide/start/index.html");
    fixture.write("content/docs/crash.md", "---\ntitle: Crash\n---\n\nThe fixture's prerenderer fails on this title.\n");
    let err = build(&fixture.options()).unwrap_err();
    let message = err.to_string();
    assert!(
        message.contains("content/docs/crash.md: the app could not render this page: TypeError: the page component threw"),
        "{message}"
    );
    assert_eq!(fixture.output("docs/guide/start/index.html"), before, "the previous build is untouched");
}

#[test]
fn page_data_carries_the_article_toc_and_neighbours() {
    let fixture = Fixture::new();
    build(&fixture.options()).unwrap();
    let data: serde_json::Value = serde_json::from_str(&fixture.output("data/docs/guide/start/index.json")).unwrap();
    assert_eq!(data["kind"], "doc");
    assert_eq!(data["title"], "Start Here");
    assert_eq!(data["sidebar"], "documentation");
    let toc: Vec<(u64, &str)> =
        data["toc"].as_array().unwrap().iter().map(|h| (h["level"].as_u64().unwrap(), h["id"].as_str().unwrap())).collect();
    assert_eq!(toc, [(2, "install"), (3, "details")]);
    assert_eq!(data["previous"]["to"], "docs/guide/");
    assert_eq!(data["next"]["to"], "docs/FAQ/");

    let faq: serde_json::Value = serde_json::from_str(&fixture.output("data/docs/FAQ/index.json")).unwrap();
    let ids: Vec<&str> = faq["toc"].as_array().unwrap().iter().map(|h| h["id"].as_str().unwrap()).collect();
    assert_eq!(ids, ["why", "why-1"], "repeated headings get unique ids");

    let site: serde_json::Value = serde_json::from_str(&fixture.output("data/site.json")).unwrap();
    assert_eq!(site["baseUrl"], "/base/");
    let sidebar: Vec<&str> = site["sidebars"]["documentation"].as_array().unwrap().iter().map(|i| i["label"].as_str().unwrap()).collect();
    assert_eq!(sidebar, ["Introduction", "Guide", "FAQ"], "prefix and sidebar_position order");
}

#[test]
fn the_site_files_are_written_with_compressed_copies() {
    let fixture = Fixture::new();
    build(&fixture.options()).unwrap();
    assert!(fixture.output("404.html").contains("Page Not Found"));
    let sitemap = fixture.output("sitemap.xml");
    assert!(sitemap.contains("<loc>https://example.org/base/docs/guide/start/</loc>"));
    assert!(!sitemap.contains("404"));
    assert!(fixture.output("robots.txt").contains("Sitemap: https://example.org/base/sitemap.xml"));
    assert!(fixture.out().join("img/logo.svg").is_file(), "static files are copied");
    assert!(fixture.out().join("docs/guide/start/index.html.br").is_file());
    assert!(fixture.out().join("docs/guide/start/index.html.gz").is_file());
}

#[test]
fn a_link_to_a_missing_route_fails_the_build_and_keeps_the_last_output() {
    let fixture = Fixture::new();
    build(&fixture.options()).unwrap();
    let before = fixture.output("docs/guide/start/index.html");

    fixture.write("content/docs/broken.md", "# Broken\n\nText.\n\nSee [nothing](/docs/nothing/).\n");
    let Err(BuildError::Invalid(diagnostics)) = build(&fixture.options()) else { panic!("the build must fail") };
    assert_eq!(errors(&diagnostics), ["error: content/docs/broken.md:5: broken link `/docs/nothing/`: no page at `/base/docs/nothing/`"]);
    assert_eq!(fixture.output("docs/guide/start/index.html"), before, "the previous build is untouched");
    assert!(!fixture.out().join("docs/broken").exists());
    let leftovers: Vec<_> = fs::read_dir(fixture.root())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .filter(|n| n.to_string_lossy().starts_with(".build.") && n != ".build.lock")
        .collect();
    assert!(leftovers.is_empty(), "no staging directory is left: {leftovers:?}");
}

#[test]
fn broken_markdown_links_anchors_and_duplicate_routes_only_warn() {
    let fixture = Fixture::new();
    fixture.write("content/docs/extra.md", "# Extra\n\n[gone](./gone.md) and [anchor](./FAQ.md#nope)\n");
    fixture.write("content/docs/other.md", "---\nslug: /docs/extra/\n---\n# Other\n");
    let outcome = build(&fixture.options()).unwrap();
    let warnings = warnings(&outcome.diagnostics);
    assert!(warnings.iter().any(|w| w.starts_with("warning: content/docs/extra.md:3: broken markdown link `./gone.md`")), "{warnings:?}");
    assert!(warnings.iter().any(|w| w.starts_with("warning: content/docs/extra.md:3: broken anchor `#nope`")), "{warnings:?}");
    let duplicate = warnings.iter().find(|w| w.contains("duplicate route `docs/extra/`")).expect("a duplicate route warning");
    // The file the warning names is not built: the route's page is the other's alone.
    let (kept, ignored) = if duplicate.contains("content/docs/other.md:") { ("Extra", "Other") } else { ("Other", "Extra") };
    let data = fixture.output("data/docs/extra/index.json");
    assert!(data.contains(&format!("\"title\":\"{kept}\"")) && !data.contains(&format!("\"title\":\"{ignored}\"")), "{data}");
}

#[test]
fn check_and_build_report_a_static_file_that_a_generated_one_replaces_alike() {
    let fixture = Fixture::new();
    fixture.write("content/static/index.md", "A static copy of the home page's twin.\n");
    let expected = "warning: content/static/index.md: replaced by the generated `index.md`".to_string();
    let built = build(&fixture.options()).unwrap();
    assert!(warnings(&built.diagnostics).contains(&expected), "{:?}", built.diagnostics);
    // check finds the front end's build where a project keeps it.
    fs::create_dir_all(fixture.root().join("web")).unwrap();
    fs::rename(fixture.root().join("web-dist"), fixture.root().join(site_compiler::WEB_DIST)).unwrap();
    let checked = check(&Project::new(fixture.root()));
    assert_eq!(warnings(&checked), [expected]);
}

#[test]
fn check_reports_without_writing() {
    let fixture = Fixture::new();
    fixture.write("content/docs/bad.md", "---\ntitle: [unclosed\n---\n# Bad\n");
    let diagnostics = check(&Project::new(fixture.root()));
    let errors = errors(&diagnostics);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].starts_with("error: content/docs/bad.md:2: front matter:"), "{}", errors[0]);
    assert!(!fixture.out().exists());
}

#[test]
fn an_unknown_sidebar_doc_id_is_an_error_naming_it() {
    let fixture = Fixture::new();
    let config = fs::read_to_string(fixture.root().join("content/site.toml")).unwrap();
    let config = config.replace(
        r#"documentation = [{ type = "autogenerated", dir = "." }]"#,
        r#"documentation = [{ type = "doc", id = "guide/missing" }]"#,
    );
    fixture.write("content/site.toml", &config);
    let errors = errors(&check(&Project::new(fixture.root())));
    assert_eq!(errors, ["error: content/site.toml: sidebar `documentation`: no doc has the id `guide/missing`"]);
}

#[test]
fn a_malformed_configuration_names_file_and_line() {
    let fixture = Fixture::new();
    fixture.write("content/site.toml", "title = \"x\"\ntagline = \n");
    let errors = errors(&check(&Project::new(fixture.root())));
    assert_eq!(errors.len(), 1);
    assert!(errors[0].starts_with("error: content/site.toml:2:"), "{}", errors[0]);
}

/// The names of the search files in the output.
fn search_files(fixture: &Fixture) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(fixture.out())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("search-") && name.ends_with(".json"))
        .collect();
    names.sort();
    names
}

#[test]
fn the_search_files_carry_one_build_timestamp_and_the_site_data_names_them() {
    let fixture = Fixture::new();
    let before = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_millis() as u64;
    build(&fixture.options()).unwrap();
    let site: serde_json::Value = serde_json::from_str(&fixture.output("data/site.json")).unwrap();
    let (docs, index) = (site["search"]["docs"].as_str().unwrap(), site["search"]["index"].as_str().unwrap());
    let stamp = docs.strip_prefix("search-doc-").and_then(|s| s.strip_suffix(".json")).unwrap();
    assert_eq!(index, format!("search-index-{stamp}.json"), "both files carry the same timestamp");
    assert!(stamp.parse::<u64>().unwrap() >= before, "the timestamp is the build's: {stamp}");
    assert_eq!(search_files(&fixture), [docs, index]);

    // The pages that search as they open ask for both files and the core at once; others do not.
    for (document, preloads) in [("search/index.html", true), ("404.html", true), ("docs/guide/start/index.html", false)] {
        let html = fixture.output(document);
        for file in [docs, index, "assets/search-core-abc123.wasm"] {
            let preload = format!("<link rel=\"preload\" href=\"/base/{file}\" as=\"fetch\" crossorigin>");
            assert_eq!(html.contains(&preload), preloads, "{document}: {preload}");
        }
    }

    let search_docs: serde_json::Value = serde_json::from_str(&fixture.output(docs)).unwrap();
    assert_eq!(search_docs["options"], serde_json::json!({ "maxHits": 5, "highlightResult": true }));
    assert_eq!(search_docs["searchDocs"], serde_json::json!([]), "the records are in parts");

    let index: site_search::IndexFile = serde_json::from_str(&fixture.output(index)).unwrap();
    assert_eq!(index.folder, format!("search-{stamp}/"));
    let parts: Vec<site_search::RecordPart> = (0..(index.documents as usize).div_ceil(site_search::index::RECORDS_PER_PART))
        .map(|n| site_search::RecordPart::read(&fixture.output(&format!("search-{stamp}/r{n}.json"))).unwrap())
        .collect();
    let records: Vec<&site_search::Record> = parts.iter().flat_map(|part| &part.records).collect();
    assert_eq!(records.len(), index.documents as usize, "the parts hold every record");
    let start = records.iter().find(|r| r.url == "/base/docs/guide/start/").expect("a page record");
    assert_eq!((start.kind, start.title.as_str()), (site_search::RecordKind::Page, "Start Here"));
    // Read whole: a section's URL and page title, which its part gives as its page's.
    let install = records.iter().find(|r| r.url == "/base/docs/guide/start/#install").expect("a section record");
    assert_eq!((install.kind, install.page_title.as_deref()), (site_search::RecordKind::Section, Some("Start Here")));
    assert!(fixture.output(&format!("search-{stamp}/r0.json")).contains(r##""url":"#install""##), "written relative to its page");
    assert!(!records.iter().any(|r| r.url.contains("/search/")), "the results page is not searched");

    let chunks: Vec<site_search::ChunkFile> = (0..index.chunks.len())
        .map(|number| serde_json::from_str(&fixture.output(&format!("search-{stamp}/i{number}.json"))).unwrap())
        .collect();
    assert!(chunks.iter().all(|chunk| !chunk.terms.is_empty()));
    assert!(chunks.iter().any(|chunk| chunk.terms.contains(&"install".to_string())));
    let mut texts = 0;
    for (number, part) in parts.iter().enumerate() {
        for &start in &part.fragments {
            let first = number * site_search::index::RECORDS_PER_PART + start as usize;
            texts += serde_json::from_str::<Vec<String>>(&fixture.output(&format!("search-{stamp}/p{first}.json"))).unwrap().len();
        }
    }
    assert_eq!(texts, records.len(), "every record's text, in a fragment");
}

#[test]
fn dev_rebuilds_leave_only_the_newest_search_files() {
    let fixture = Fixture::new();
    let mut dev = DevSite::new(fixture.options());
    dev.build().unwrap();
    let first = search_files(&fixture);
    let old_parts = first[0].replace("search-doc-", "search-").replace(".json", "/");
    assert!(fixture.out().join(&old_parts).is_dir(), "{old_parts}");
    std::thread::sleep(std::time::Duration::from_millis(5));
    dev.build().unwrap();
    let second = search_files(&fixture);
    assert_eq!(second.len(), 2, "{second:?}");
    assert_ne!(first, second, "a new build, new names");
    let stale: Vec<_> = fs::read_dir(fixture.out())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| first.iter().any(|old| name.starts_with(old.as_str())) || old_parts.trim_end_matches('/') == name)
        .collect();
    assert!(stale.is_empty(), "the previous search files and their compressed copies are gone: {stale:?}");
}

#[test]
fn the_search_results_page_has_a_route_and_stays_out_of_the_sitemap() {
    let fixture = Fixture::new();
    build(&fixture.options()).unwrap();
    let data: serde_json::Value = serde_json::from_str(&fixture.output("data/search/index.json")).unwrap();
    assert_eq!((data["kind"].as_str(), data["title"].as_str()), (Some("search"), Some("Search")));
    assert!(fixture.output("search/index.html").contains("<title>Search | Fixture Site</title>"));
    assert!(!fixture.output("sitemap.xml").contains("/search/"));

    fixture.write("content/pages/search.md", "# My search\n");
    let outcome = build(&fixture.options()).unwrap();
    assert!(
        warnings(&outcome.diagnostics).iter().any(|w| w.contains("content/pages/search.md") && w.contains("search results page")),
        "{:?}",
        outcome.diagnostics
    );
    assert!(fixture.output("search/index.html").contains("My search"), "the content page keeps its route");
}

#[test]
fn an_invalid_max_hits_fails_the_build_naming_the_line() {
    let fixture = Fixture::new();
    let config = fs::read_to_string(fixture.root().join("content/site.toml")).unwrap();
    fixture.write("content/site.toml", &format!("{config}\n[search]\nmax_hits = 100\n"));
    let errors = errors(&check(&Project::new(fixture.root())));
    let line = config.lines().count() + 3;
    assert_eq!(errors, [format!("error: content/site.toml:{line}: search.max_hits is 100; it must be from 1 to 20")]);
}

#[test]
fn a_navbar_or_footer_link_to_a_missing_route_fails_the_build_at_its_line() {
    let fixture = Fixture::new();
    fixture.edit_config(
        r#"items = [{ label = "Docs", to = "docs/" }]"#,
        "items = [\n  { label = \"Docs\", to = \"docs/\" },\n  { label = \"Blog\", to = \"blog/\" },\n]",
    );
    fixture.edit_config(
        r#"{ label = "FAQ", to = "docs/FAQ/" }"#,
        r#"{ label = "FAQ", to = "docs/FAQ/" }, { label = "Privacy", to = "/Privacy" }"#,
    );
    let Err(BuildError::Invalid(diagnostics)) = build(&fixture.options()) else { panic!("the build must fail") };
    let errors = errors(&diagnostics);
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert_eq!(errors[0], "error: content/site.toml:26: link `Blog` points to `/base/blog/`, which no page provides");
    assert_eq!(errors[1], "error: content/site.toml:33: link `Privacy` points to `/base/Privacy/`, which no page provides");
}

/// A playground with one example, and the packages bundle's entry for its preview.
fn with_playground(fixture: &Fixture) {
    fixture.write("content/playground/playground.toml", "title = \"Playground\"\ndescription = \"Try <things>.\"\n");
    fixture.write("content/playground/01-hello/example.toml", "title = \"Hello\"\ndescription = \"Says hello.\"\n");
    fixture.write("content/playground/01-hello/index.html", "<p id=\"hi\">Hello</p>\n");
    fixture.write("content/playground/01-hello/main.js", "document.getElementById(\"hi\").title = \"hi\";\n");
    fixture.write(
        "dist-packages/.vite/manifest.json",
        r#"{
          "src/preview/playgroundPreview.ts": { "file": "site/playgroundPreview.js", "isEntry": true, "imports": ["_framework.js"], "css": ["assets/preview-1.css"] },
          "_framework.js": { "file": "chunks/framework-2.js" }
        }"#,
    );
    fixture.write("dist-packages/.vite/import-map.json", r#"{"imports": {"@ui5/webcomponents/": "@ui5/webcomponents/"}}"#);
    fixture.write("dist-packages/site/playgroundPreview.js", "");
    fixture.write("dist-packages/site/offline-loader.js", "");
    fixture.write("dist-packages/chunks/framework-2.js", "");
    fixture.write("dist-packages/assets/preview-1.css", "body{margin:0}");
}

#[test]
fn the_playground_page_carries_its_examples_and_gets_a_preview_page() {
    let fixture = Fixture::new();
    with_playground(&fixture);
    let outcome = build(&fixture.options()).unwrap();
    assert_eq!(outcome.pages, 7, "the fixture's five pages, search/ and play/");

    let page = fixture.output("play/index.html");
    assert!(page.contains("<title>Playground | Fixture Site</title>"));

    let data: serde_json::Value = serde_json::from_str(&fixture.output("data/play/index.json")).unwrap();
    assert_eq!(data["kind"], "playground");
    // The app writes the summary readers without JavaScript see, from the data.
    assert_eq!(data["html"], "", "the engine writes no article for the playground");
    assert_eq!(data["description"], "Try <things>.");
    assert_eq!(data["playground"]["examples"][0]["title"], "Hello");
    assert_eq!(data["playground"]["examples"][0]["description"], "Says hello.");
    assert_eq!(data["playground"]["previewUrl"], "/base/play/preview/");
    assert_eq!(data["playground"]["examples"][0]["id"], "hello");
    assert_eq!(data["playground"]["examples"][0]["files"]["main.js"], "document.getElementById(\"hi\").title = \"hi\";\n");
    assert_eq!(data["playground"]["examples"][0]["files"]["main.css"], "");

    let preview = fixture.output("play/preview/index.html");
    assert!(preview.contains("<script type=\"importmap\">{\"imports\":{\"@ui5/webcomponents/\":\"/base/local-cdn/bundles/"), "{preview}");
    assert!(preview.contains("<style>body{margin:0}</style>"), "{preview}");
    let bundle = preview.split("/base/local-cdn/bundles/").nth(1).and_then(|rest| rest.split('/').next()).unwrap();
    assert!(
        preview.contains(&format!("<script type=\"module\" src=\"/base/local-cdn/bundles/{bundle}/site/playgroundPreview.js\"></script>")),
        "{preview}"
    );
    assert_eq!(fixture.output(&format!("local-cdn/bundles/{bundle}/chunks/framework-2.js")), "", "the bundle is published");
    let site: serde_json::Value = serde_json::from_str(&fixture.output("data/site.json")).unwrap();
    assert!(site["routes"].as_array().unwrap().contains(&"play/".into()));
    assert_eq!(site["download"]["libraryVersion"], "1.0.0", "what a downloaded project pins is the site's");
    assert!(site["download"]["viteVersion"].is_string());
    assert!(site["download"]["packages"].as_array().unwrap().contains(&"@ui5/webcomponents-fiori".into()));
    let sitemap = fixture.output("sitemap.xml");
    assert!(sitemap.contains("<loc>https://example.org/base/play/</loc>"));
    assert!(!sitemap.contains("play/preview"), "the preview is not a page");
}

#[test]
fn a_broken_example_fails_the_build_naming_its_file() {
    let fixture = Fixture::new();
    with_playground(&fixture);
    fixture.write("content/playground/02-broken/example.toml", "title = \"Broken\"\n");
    fixture.write("content/playground/02-broken/index.html", "<p>x</p>\n");
    fixture.write("content/playground/02-broken/main.js", "\nimport \"@ui5/webcomponents/dist/Button.js\";\n");
    let Err(BuildError::Invalid(diagnostics)) = build(&fixture.options()) else { panic!("the build must fail") };
    let errors = errors(&diagnostics);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(
        errors[0].starts_with("error: content/playground/02-broken/main.js:2: import `@ui5/webcomponents/dist/Button.js` does not resolve"),
        "{}",
        errors[0]
    );
}

#[test]
fn a_page_that_takes_the_playground_route_keeps_it_with_a_warning() {
    let fixture = Fixture::new();
    with_playground(&fixture);
    fixture.write("content/pages/play.md", "# Play\n\nA page.\n");
    let outcome = build(&fixture.options()).unwrap();
    let warnings = warnings(&outcome.diagnostics);
    assert!(
        warnings
            .iter()
            .any(|w| w.starts_with("warning: content/playground: duplicate route `play/`: already defined by content/pages/play.md")),
        "{warnings:?}"
    );
    assert!(fixture.output("play/index.html").contains("A page."));
    assert!(!fixture.out().join("play/preview").exists());
}

#[test]
fn the_sites_playground_examples_use_only_known_components_attributes_and_imports() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let diagnostics = check(&Project::new(&root));
    let about_playground: Vec<String> =
        diagnostics.iter().filter(|d| d.file.starts_with("content/playground")).map(|d| d.to_string()).collect();
    assert_eq!(about_playground, Vec::<String>::new());
    let site = site_compiler::compile(&Project::new(&root), &site_compiler::Diagnostics::default()).unwrap();
    let playground = site.pages.iter().find(|p| p.route == "play/").expect("the site has a playground");
    let PageContent::Playground { playground } = &playground.content else { panic!("play/ is the playground") };
    let examples = &playground.examples;
    let titles: Vec<&str> = examples.iter().map(|e| e.title.as_str()).collect();
    for expected in ["Hello World", "Counter", "Form with validation", "Table with selection", "ShellBar app frame", "Theming"] {
        assert!(titles.contains(&expected), "{expected} in {titles:?}");
    }
    assert_eq!(titles[0], "Hello World", "the default project");
}
