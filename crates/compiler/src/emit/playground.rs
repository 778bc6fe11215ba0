//! The playground's preview page: an empty document with the import map onto the
//! local CDN and the support script, which runs the reader's code when the
//! playground page posts it. It has no inline script besides the import map.

use crate::local_cdn;
use crate::markdown::escape_html as esc;
use crate::playground::PREVIEW_DIR;
use crate::vite::EntryAssets;
use crate::writer::Output;

/// The front end's entry for the playground preview's support script.
pub const PREVIEW_ENTRY: &str = "src/preview/playgroundPreview.ts";

/// `content_security_policy`: the previews' policy, as a `<meta>` element carries it.
pub fn outputs(base_url: &str, preview: &EntryAssets, content_security_policy: &str) -> anyhow::Result<Vec<Output>> {
    let import_map = local_cdn::import_map_script(base_url);
    let document = preview_document(base_url, &import_map, content_security_policy, preview);
    Ok(vec![Output::bytes(format!("{PREVIEW_DIR}index.html"), document)])
}

fn preview_document(base_url: &str, import_map: &str, content_security_policy: &str, preview: &EntryAssets) -> String {
    let mut head = String::new();
    for style in &preview.styles {
        head.push_str(&format!("<link rel=\"stylesheet\" href=\"{}{}\">\n", esc(base_url), esc(style)));
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
    fn the_preview_maps_imports_to_the_local_cdn_and_has_no_other_inline_script() {
        let preview = EntryAssets { script: "assets/play-1.js".into(), styles: vec!["assets/play-1.css".into()], preloads: vec![] };
        let outputs = outputs("/b/", &preview, "script-src 'self'").unwrap();
        assert_eq!(outputs[0].path, std::path::Path::new("play/preview/index.html"));
        let crate::writer::Content::Bytes(html) = &outputs[0].content else { panic!() };
        let html = String::from_utf8(html.clone()).unwrap();
        assert!(html.contains("\"@ui5/webcomponents/\":\"/b/local-cdn/@ui5/webcomponents/\""));
        assert!(html.contains("<script type=\"module\" src=\"/b/assets/play-1.js\"></script>"));
        assert!(html.contains("<link rel=\"stylesheet\" href=\"/b/assets/play-1.css\">"));
        let scripts: Vec<&str> = html.match_indices("<script").map(|(i, _)| &html[i..i + 30]).collect();
        assert_eq!(scripts.len(), 2, "the import map and the support script: {scripts:?}");
    }
}
