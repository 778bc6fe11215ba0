//! Each sample's preview page (run in an isolated iframe) and its download, a
//! runnable Vite project.

use std::io::Write;

use crate::imports;
use crate::local_cdn;
use crate::packages_bundle::PackagesBundle;
use crate::samples::Sample;
use crate::vite::EntryAssets;
use site_markdown::escape_html as esc;
use site_output::Output;

/// The preview page, its files, and the download of every sample.
/// `content_security_policy`: the previews' policy, as a `<meta>` element carries it.
pub fn outputs(
    samples: &[Sample],
    base_url: &str,
    version: &str,
    packages: &PackagesBundle,
    content_security_policy: &str,
) -> anyhow::Result<Vec<Output>> {
    let import_map = packages.import_map_script(base_url);
    let support = packages.entry(crate::packages_bundle::SAMPLE_PREVIEW_ENTRY)?;
    let support_styles = packages.styles_text(&support)?;
    let mut outputs = Vec::new();
    for sample in samples {
        let dir = sample.preview_dir();
        let sample_imports = imports::find(&sample.js, 1);
        let modules = packages.module_graph(sample_imports.iter().map(|i| i.specifier.as_str())).map_err(|missing| {
            anyhow::anyhow!("{}: the packages bundle has no module {}", sample.dir.join("main.js").display(), missing.join(", "))
        })?;
        let document = preview_document(sample, base_url, &import_map, content_security_policy, (&support, &support_styles), &modules);
        outputs.push(Output::bytes(format!("{dir}index.html"), document));
        outputs.push(Output::bytes(format!("{dir}main.js"), sample.js.clone()));
        if let Some(css) = &sample.css {
            outputs.push(Output::bytes(format!("{dir}main.css"), css.clone()));
        }
        outputs.push(Output::bytes(format!("{dir}{}", sample.download_name()), project_zip(sample, version)?));
    }
    Ok(outputs)
}

/// The page the iframe shows: the sample's markup and script, the import map onto
/// the packages bundle, and the support script (height reports, display settings)
/// with its few styles inline.
/// Every module the page needs is preloaded, once, so they load in parallel instead
/// of each one after the module that imports it.
fn preview_document(
    sample: &Sample,
    base_url: &str,
    import_map: &str,
    content_security_policy: &str,
    (preview, preview_styles): (&EntryAssets, &str),
    modules: &[String],
) -> String {
    let mut head = format!("<style>{preview_styles}</style>\n");
    if sample.css.is_some() {
        head.push_str("<link rel=\"stylesheet\" href=\"main.css\">\n");
    }
    let preloads: std::collections::BTreeSet<&String> = preview.preloads.iter().chain(modules).collect();
    for module in preloads {
        head.push_str(&format!("<link rel=\"modulepreload\" href=\"{}{}\">\n", esc(base_url), esc(module)));
    }
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta http-equiv=\"Content-Security-Policy\" content=\"{policy}\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{title}</title>\n<link rel=\"icon\" href=\"data:,\">\n<script type=\"importmap\">{import_map}</script>\n{head}<script type=\"module\" src=\"{base}{script}\"></script>\n</head>\n<body>\n{html}\n<script type=\"module\" src=\"main.js\"></script>\n</body>\n</html>\n",
        title = esc(&format!("{}: {}", sample.component, sample.title)),
        policy = esc(content_security_policy),
        base = esc(base_url),
        script = esc(&preview.script),
        html = sample.html.trim_end(),
    )
}

/// A standalone project: `npm install && npm run dev` shows the sample.
fn project_zip(sample: &Sample, version: &str) -> anyhow::Result<Vec<u8>> {
    let name = format!("ui5-sample-{}-{}", sample.component.to_lowercase(), sample.name.to_lowercase());
    let dependencies: serde_json::Map<String, serde_json::Value> = local_cdn::PACKAGES
        .iter()
        .filter(|p| sample.js.contains(&format!("\"{p}/")) || sample.js.contains(&format!("'{p}/")))
        .map(|p| (p.to_string(), serde_json::Value::String(version.to_string())))
        .collect();
    let package = serde_json::json!({
        "name": name,
        "private": true,
        "version": "1.0.0",
        "type": "module",
        "scripts": { "dev": "vite", "build": "vite build", "preview": "vite preview" },
        "dependencies": dependencies,
        "devDependencies": { "vite": crate::playground::VITE_VERSION },
    });
    let styles = if sample.css.is_some() { "    <link rel=\"stylesheet\" href=\"./main.css\">\n" } else { "" };
    let index = format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n  <head>\n    <meta charset=\"utf-8\">\n    <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n    <title>{title}</title>\n{styles}  </head>\n  <body>\n{html}\n    <script type=\"module\" src=\"./main.js\"></script>\n  </body>\n</html>\n",
        title = esc(&format!("{}: {}", sample.component, sample.title)),
        html = sample.html.trim_end(),
    );
    let readme = format!(
        "# {component}: {title}\n\nA sample of UI5 Web Components {version}.\n\n```sh\nnpm install\nnpm run dev\n```\n\nThen open the address Vite prints.\n",
        component = sample.component,
        title = sample.title,
    );
    let mut files: Vec<(&str, String)> = vec![
        ("package.json", serde_json::to_string_pretty(&package)? + "\n"),
        ("index.html", index),
        ("main.js", sample.js.clone()),
        ("README.md", readme),
    ];
    if let Some(css) = &sample.css {
        files.push(("main.css", css.clone()));
    }
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    // A fixed timestamp keeps the archive identical from build to build.
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated)
        .last_modified_time(zip::DateTime::default());
    for (file, content) in files {
        zip.start_file(format!("{name}/{file}"), options)?;
        zip.write_all(content.as_bytes())?;
    }
    Ok(zip.finish()?.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::packages_bundle::test_bundle;
    use site_reference::Library;

    fn sample() -> Sample {
        Sample {
            library: Library::Main,
            component: "Button".into(),
            name: "Basic".into(),
            title: "Basic Button".into(),
            description: None,
            order: 0,
            html: "<ui5-button>Hi</ui5-button>\n".into(),
            js: "import \"@ui5/webcomponents/dist/Button.js\";\n".into(),
            css: None,
            dir: "content/samples/main/Button/Basic".into(),
        }
    }

    fn preview_page(outputs: &[Output]) -> String {
        let site_output::Content::Bytes(html) = &outputs[0].content else { panic!("the preview page is generated") };
        String::from_utf8(html.clone()).unwrap()
    }

    #[test]
    fn the_preview_maps_imports_to_the_bundle_and_loads_the_support_script() {
        let (_dir, packages) = test_bundle::bundle();
        let html = preview_page(&outputs(&[sample()], "/b/", "1.24.24", &packages, "script-src 'self'").unwrap());
        let bundle = &packages.site_dir;
        assert!(html.contains(&format!("\"@ui5/webcomponents/\":\"/b/{bundle}@ui5/webcomponents/\"")), "{html}");
        assert!(html.contains(&format!("<script type=\"module\" src=\"/b/{bundle}site/preview.js\">")), "{html}");
        assert!(html.contains("<style>body{margin:0}</style>"), "the support script's styles inline: {html}");
        assert!(html.contains("<ui5-button>Hi</ui5-button>"));
        // Everything the page imports, the support script's chunks included, is preloaded once.
        for file in [
            format!("{bundle}@ui5/webcomponents/dist/Button.js"),
            format!("{bundle}chunks/Button-1.js"),
            format!("{bundle}chunks/framework-2.js"),
        ] {
            assert_eq!(html.matches(&format!("<link rel=\"modulepreload\" href=\"/b/{file}\">")).count(), 1, "{file} in {html}");
        }
        assert!(html.find("type=\"importmap\"") < html.find("modulepreload"), "the import map comes before any module");
        assert!(
            html.contains(&format!("<script type=\"importmap\">{}</script>", packages.import_map_script("/b/"))),
            "the inline script is the import map"
        );
        assert!(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"script-src &#39;self&#39;\">"), "{html}");
    }

    #[test]
    fn an_import_the_bundle_lacks_fails_naming_the_sample() {
        let (_dir, packages) = test_bundle::bundle();
        let mut broken = sample();
        broken.js = "import \"@ui5/webcomponents/dist/Missing.js\";\n".into();
        let error = outputs(&[broken], "/b/", "1.24.24", &packages, "script-src 'self'").err().unwrap().to_string();
        assert!(
            error.contains("content/samples/main/Button/Basic/main.js") && error.contains("@ui5/webcomponents/dist/Missing.js"),
            "{error}"
        );
    }

    #[test]
    fn the_download_is_a_project_pinning_the_packages_it_imports() {
        let bytes = project_zip(&sample(), "1.24.24").unwrap();
        let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
        let mut package = String::new();
        std::io::Read::read_to_string(&mut archive.by_name("ui5-sample-button-basic/package.json").unwrap(), &mut package).unwrap();
        let package: serde_json::Value = serde_json::from_str(&package).unwrap();
        assert_eq!(package["dependencies"]["@ui5/webcomponents"], "1.24.24");
        assert!(package["devDependencies"]["vite"].is_string());
        assert!(archive.by_name("ui5-sample-button-basic/index.html").is_ok());
    }
}
