//! The move to version 2 in twins: the "In version 2" section of a reference page's
//! twin, and the migration page's changes after its text. Cells are the page data's
//! HTML; their Markdown is what the same text rendered to (`Descriptions`).

use std::fmt::Write;

use site_model::migration::{MigrationPageData, Version2, VersionChange};

use super::descriptions::Descriptions;
use super::escape;

/// A reference page's "In version 2" section.
pub fn write_section(out: &mut String, section: &Version2, d: &Descriptions) {
    let _ = writeln!(out, "## {}\n", escape(&section.heading.text));
    match (&section.name, &section.url) {
        (Some(name), Some(url)) => {
            let _ = writeln!(out, "Version 2 documents it as [{}]({url}).\n", escape(name));
        }
        _ => out.push_str("Version 2's packages have no counterpart.\n\n"),
    }
    if section.changes.is_empty() {
        out.push_str("Nothing of it changes in version 2.\n\n");
    } else {
        changes_table(out, &section.changes, d);
    }
    if let Some(added) = &section.added {
        let _ = writeln!(out, "{}\n", d.cell(added));
    }
}

/// The migration page's changes, after its text.
pub fn append(markdown: &mut String, data: &MigrationPageData, d: &Descriptions) {
    let out = markdown;
    out.truncate(out.trim_end().len());
    out.push_str("\n\n");
    let _ = writeln!(
        out,
        "## {}\n\nThe converter runs on the page in the browser, and as `site migrate FILE…` with the site's engine.\n",
        escape(&data.converter.text)
    );
    for package in &data.packages {
        let _ = writeln!(out, "## {}\n", escape(&package.heading.text));
        for group in &package.groups {
            let tag = group.tag.as_ref().map(|t| format!(" (`<{t}>`)")).unwrap_or_default();
            let _ = writeln!(out, "### {}{tag}\n", escape(&group.heading.text));
            changes_table(out, &group.changes, d);
        }
    }
    out.truncate(out.trim_end().len());
    out.push('\n');
}

/// The changes as a table: item, 1.24, 2.x, what to do.
fn changes_table(out: &mut String, changes: &[VersionChange], d: &Descriptions) {
    out.push_str("| Item | 1.24 | 2.x | What to do |\n|---|---|---|---|\n");
    for change in changes {
        let new = change.new.as_deref().map(|n| d.cell(n)).unwrap_or_else(|| "(none)".to_string());
        let how = if change.mechanical { " The converter does it." } else { "" };
        let _ = writeln!(out, "| {} | {} | {new} | {}{how} |", change.item, d.cell(&change.old), d.cell(&change.todo));
    }
    out.push('\n');
}
