//! The twins of the site's tool pages, which have no text of their own: the icons page
//! (every collection and the names of its icons) and the playground (its examples' code).

use std::fmt::Write;

use site_model::icons::CollectionData;
use site_model::playground::PlaygroundData;

use super::{escape, fenced};

/// The icons page: `names` holds each collection's icons as `ui5-icon` names them.
pub fn icons(title: &str, description: &str, collections: &[(&CollectionData, Vec<&str>)]) -> String {
    let mut out = format!("# {}\n\n{}\n\n", escape(title), escape(description));
    for (collection, names) in collections {
        let _ = write!(
            out,
            "## {}\n\nPackage `{}` {}, {} icons.",
            escape(collection.label),
            collection.package,
            escape(&collection.version),
            collection.count
        );
        if let Some(example) = &collection.example {
            let usage = format!(
                "import \"{}{}.js\";\n// then: <ui5-icon name=\"{}\"></ui5-icon>",
                collection.module_dir, example.name, example.import_name
            );
            let _ = write!(
                out,
                " An icon is imported by its module, then named in `<ui5-icon>` or a component's `icon` attribute:\n\n{}",
                fenced(&usage, "js")
            );
        }
        out.push_str("\n\n");
        let listed: Vec<String> = names.iter().map(|name| format!("`{name}`")).collect();
        let _ = writeln!(out, "{}\n", listed.join(", "));
    }
    out.truncate(out.trim_end().len());
    out.push('\n');
    out
}

/// The playground: what it is for, then each example's files.
pub fn playground(title: &str, description: &str, data: &PlaygroundData) -> String {
    let mut out = format!("# {}\n\n{}\n\n## Examples\n\n", escape(title), escape(description));
    for example in &data.examples {
        let _ = writeln!(out, "### {}\n", escape(&example.title));
        if let Some(description) = &example.description {
            let _ = writeln!(out, "{}\n", escape(description));
        }
        for (name, code) in &example.files {
            let language = name.rsplit('.').next().unwrap_or_default();
            let _ = writeln!(out, "`{name}`:\n\n{}\n", fenced(code, language));
        }
    }
    out.truncate(out.trim_end().len());
    out.push('\n');
    out
}
