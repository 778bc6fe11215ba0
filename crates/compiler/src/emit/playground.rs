//! The playground's preview page: an empty document with the import map onto the
//! packages bundle (the samples' too) and the support script, which runs the
//! reader's code when the playground page posts it. It has no inline script besides
//! the import map.

use crate::markdown::escape_html as esc;
use crate::packages_bundle::PackagesBundle;
use crate::playground::PREVIEW_DIR;
use crate::vite::EntryAssets;
use crate::writer::Output;

/// `content_security_policy`: the previews' policy, as a `<meta>` element carries it.
pub fn outputs(base_url: &str, packages: &PackagesBundle, content_security_policy: &str) -> anyhow::Result<Vec<Output>> {
    let import_map = packages.import_map_script(base_url);
    let preview = packages.entry(crate::packages_bundle::PLAYGROUND_PREVIEW_ENTRY)?;
    let styles = packages.styles_text(&preview)?;
    let document = preview_document(base_url, &import_map, content_security_policy, &preview, &styles);
    Ok(vec![Output::bytes(format!("{PREVIEW_DIR}index.html"), document)])
}

/// `styles`: the support script's, inline (a few hundred bytes).
fn preview_document(base_url: &str, import_map: &str, content_security_policy: &str, preview: &EntryAssets, styles: &str) -> String {
    let mut head = format!("<style>{styles}</style>\n");
    for module in &preview.preloads {
        head.push_str(&format!("<link rel=\"modulepreload\" href=\"{}{}\">\n", esc(base_url), esc(module)));
    }
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta http-equiv=\"Content-Security-Policy\" content=\"{policy}\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"robots\" content=\"noindex\">\n<title>Playground preview</title>\n<link rel=\"icon\" href=\"data:,\">\n<script type=\"importmap\">{import_map}</script>\n{head}<script type=\"module\" src=\"{base}{script}\"></script>\n</head>\n<body>\n</body>\n</html>\n",
        policy = esc(content_security_policy),
        base = esc(base_url),
        script = esc(&preview.script),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_preview_maps_imports_to_the_packages_bundle_and_has_no_other_inline_script() {
        let (_dir, packages) = crate::packages_bundle::test_bundle::bundle();
        let outputs = outputs("/b/", &packages, "script-src 'self'").unwrap();
        assert_eq!(outputs[0].path, std::path::Path::new("play/preview/index.html"));
        let crate::writer::Content::Bytes(html) = &outputs[0].content else { panic!() };
        let html = String::from_utf8(html.clone()).unwrap();
        let bundle = &packages.site_dir;
        assert!(html.contains(&format!("<script type=\"importmap\">{}</script>", packages.import_map_script("/b/"))), "{html}");
        assert!(html.contains(&format!("<script type=\"module\" src=\"/b/{bundle}site/playgroundPreview.js\"></script>")), "{html}");
        assert!(html.contains(&format!("<link rel=\"modulepreload\" href=\"/b/{bundle}chunks/framework-2.js\">")), "{html}");
        let scripts: Vec<&str> = html.match_indices("<script").map(|(i, _)| &html[i..i + 30]).collect();
        assert_eq!(scripts.len(), 2, "the import map and the support script: {scripts:?}");
    }
}
