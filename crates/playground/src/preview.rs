//! The previews that start empty: the playground's, which runs the reader's code when
//! the playground page posts it, and the component pages' Try it preview, which shows
//! the markup the page's controls make. Each is an empty document with the import map
//! onto the packages bundle (the samples' too) and its support script, and no inline
//! script besides the import map.

use crate::PREVIEW_DIR;
use site_api::try_it::TRY_IT_PREVIEW_PATH;
use site_front_end::packages_bundle::PackagesBundle;
use site_front_end::packages_bundle::{PLAYGROUND_PREVIEW_ENTRY, TRY_IT_PREVIEW_ENTRY};
use site_front_end::vite::EntryAssets;
use site_markdown::escape_html as esc;
use site_offline::PreviewFiles;
use site_output::Output;

/// The playground's preview, and what it loads. `content_security_policy`: the
/// previews' policy, as a `<meta>` element carries it.
pub fn outputs(base_url: &str, packages: &PackagesBundle, content_security_policy: &str) -> anyhow::Result<(Output, PreviewFiles)> {
    empty_preview(
        base_url,
        packages,
        content_security_policy,
        PLAYGROUND_PREVIEW_ENTRY,
        "Playground preview",
        PREVIEW_DIR,
        &format!("{PREVIEW_DIR}index.html"),
    )
}

/// The component pages' Try it preview, and what it loads.
pub fn try_it_outputs(base_url: &str, packages: &PackagesBundle, content_security_policy: &str) -> anyhow::Result<(Output, PreviewFiles)> {
    empty_preview(
        base_url,
        packages,
        content_security_policy,
        TRY_IT_PREVIEW_ENTRY,
        "Try it preview",
        TRY_IT_PREVIEW_PATH,
        TRY_IT_PREVIEW_PATH,
    )
}

/// `address`: the preview's, relative to the site root; `path`: its document's file.
fn empty_preview(
    base_url: &str,
    packages: &PackagesBundle,
    content_security_policy: &str,
    entry: &str,
    title: &str,
    address: &str,
    path: &str,
) -> anyhow::Result<(Output, PreviewFiles)> {
    let import_map = packages.import_map_script(base_url);
    let preview = packages.entry(entry)?;
    let styles = packages.styles_text(&preview)?;
    let document = preview_document(base_url, &import_map, content_security_policy, (&preview, &styles), title);
    let files = [preview.script.clone()].into_iter().chain(preview.preloads.iter().cloned()).collect();
    Ok((Output::bytes(path, document), PreviewFiles { document: path.to_string(), address: address.to_string(), files }))
}

/// `styles`: the support script's, inline (a few hundred bytes).
fn preview_document(
    base_url: &str,
    import_map: &str,
    content_security_policy: &str,
    (preview, styles): (&EntryAssets, &str),
    title: &str,
) -> String {
    let mut head = format!("<style>{styles}</style>\n");
    for module in &preview.preloads {
        head.push_str(&format!("<link rel=\"modulepreload\" href=\"{}{}\">\n", esc(base_url), esc(module)));
    }
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta http-equiv=\"Content-Security-Policy\" content=\"{policy}\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"robots\" content=\"noindex\">\n<title>{title}</title>\n<link rel=\"icon\" href=\"data:,\">\n<script type=\"importmap\">{import_map}</script>\n{head}<script type=\"module\" src=\"{base}{script}\"></script>\n</head>\n<body>\n</body>\n</html>\n",
        policy = esc(content_security_policy),
        base = esc(base_url),
        script = esc(&preview.script),
        title = esc(title),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_preview_maps_imports_to_the_packages_bundle_and_has_no_other_inline_script() {
        let (_dir, packages) = site_front_end::packages_bundle::test_bundle::bundle();
        let (output, preview) = outputs("/b/", &packages, "script-src 'self'").unwrap();
        assert_eq!(output.path, std::path::Path::new("play/preview/index.html"));
        let bundle = &packages.site_dir;
        // What "Make available offline" saves for it: its document, its script and the chunks it preloads.
        assert_eq!((preview.document.as_str(), preview.address.as_str()), ("play/preview/index.html", "play/preview/"));
        assert_eq!(preview.files, [format!("{bundle}site/playgroundPreview.js"), format!("{bundle}chunks/framework-2.js")]);
        let site_output::Content::Bytes(html) = &output.content else { panic!() };
        let html = String::from_utf8(html.clone()).unwrap();
        assert!(html.contains(&format!("<script type=\"importmap\">{}</script>", packages.import_map_script("/b/"))), "{html}");
        assert!(html.contains(&format!("<script type=\"module\" src=\"/b/{bundle}site/playgroundPreview.js\"></script>")), "{html}");
        assert!(html.contains(&format!("<link rel=\"modulepreload\" href=\"/b/{bundle}chunks/framework-2.js\">")), "{html}");
        let scripts: Vec<&str> = html.match_indices("<script").map(|(i, _)| &html[i..i + 30]).collect();
        assert_eq!(scripts.len(), 2, "the import map and the support script: {scripts:?}");
    }
}
