//! Each sample's preview page, run in an isolated iframe. (Its download, a runnable
//! Vite project, is made by the app from the sample's files, edits included.)

use crate::Sample;
use site_api::imports;
use site_front_end::packages_bundle::PackagesBundle;
use site_front_end::vite::EntryAssets;
use site_markdown::escape_html as esc;
use site_offline::PreviewFiles;
use site_output::Output;

/// The preview page and its files, for every sample, and what each preview loads.
/// `content_security_policy`: the previews' policy, as a `<meta>` element carries it.
pub fn outputs(
    samples: &[Sample],
    base_url: &str,
    packages: &PackagesBundle,
    content_security_policy: &str,
) -> anyhow::Result<(Vec<Output>, Vec<PreviewFiles>)> {
    let import_map = packages.import_map_script(base_url);
    let support = packages.entry(site_front_end::packages_bundle::SAMPLE_PREVIEW_ENTRY)?;
    let support_styles = packages.styles_text(&support)?;
    let mut outputs = Vec::new();
    let mut previews = Vec::new();
    for sample in samples {
        let dir = sample.preview_dir();
        let sample_imports = imports::find(&sample.js, 1);
        let modules = packages.module_graph(sample_imports.iter().map(|i| i.specifier.as_str())).map_err(|missing| {
            anyhow::anyhow!("{}: the packages bundle has no module {}", sample.dir.join("main.js").display(), missing.join(", "))
        })?;
        let document = preview_document(sample, base_url, &import_map, content_security_policy, (&support, &support_styles), &modules);
        outputs.push(Output::bytes(format!("{dir}index.html"), document));
        outputs.push(Output::bytes(format!("{dir}main.js"), sample.js.clone()));
        let mut files = vec![format!("{dir}main.js")];
        if let Some(css) = &sample.css {
            outputs.push(Output::bytes(format!("{dir}main.css"), css.clone()));
            files.push(format!("{dir}main.css"));
        }
        files.extend([support.script.clone()].into_iter().chain(support.preloads.iter().cloned()).chain(modules));
        previews.push(PreviewFiles { document: format!("{dir}index.html"), address: dir, files });
    }
    Ok((outputs, previews))
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

#[cfg(test)]
mod tests {
    use super::*;
    use site_api::Library;
    use site_front_end::packages_bundle::test_bundle;

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
        let (outputs, previews) = outputs(&[sample()], "/b/", &packages, "script-src 'self'").unwrap();
        let html = preview_page(&outputs);
        let bundle = &packages.site_dir;
        // What "Make available offline" saves for it: its document, its files and every module it loads.
        let dir = sample().preview_dir();
        assert_eq!((previews[0].document.clone(), previews[0].address.clone()), (format!("{dir}index.html"), dir.clone()));
        let mut expected = vec![format!("{dir}main.js"), format!("{bundle}site/preview.js")];
        for module in ["chunks/framework-2.js", "@ui5/webcomponents/dist/Button.js", "chunks/Button-1.js"] {
            expected.push(format!("{bundle}{module}"));
        }
        let mut listed = previews[0].files.clone();
        listed.sort();
        expected.sort();
        listed.dedup();
        assert_eq!(listed, expected);
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
        let error = outputs(&[broken], "/b/", &packages, "script-src 'self'").err().unwrap().to_string();
        assert!(
            error.contains("content/samples/main/Button/Basic/main.js") && error.contains("@ui5/webcomponents/dist/Missing.js"),
            "{error}"
        );
    }
}
