//! The Markdown of what a page shows as HTML: the engine renders descriptions and
//! cells from Markdown to the page data's HTML, and a twin written from that data
//! finds the Markdown again here.

use std::collections::HashMap;

/// The Markdown of each description a page shows, by the HTML it shows.
#[derive(Debug, Default)]
pub struct Descriptions(HashMap<String, String>);

impl Descriptions {
    /// Remembers the Markdown of a description rendered to `html`.
    pub fn insert(&mut self, html: &str, markdown: &str) {
        self.0.insert(html.to_string(), markdown.trim().to_string());
    }

    /// The Markdown of a description shown as `html` (empty if none was rendered to it).
    pub fn block(&self, html: &str) -> &str {
        self.0.get(html).map_or("", String::as_str)
    }

    /// A description in a table cell: one line, its paragraphs apart.
    pub fn cell(&self, html: &str) -> String {
        cell(self.block(html))
    }
}

/// Markdown in a table cell: one line, its paragraphs apart.
pub fn cell(markdown: &str) -> String {
    markdown
        .trim()
        .split("\n\n")
        .map(|block| block.lines().map(str::trim).collect::<Vec<_>>().join(" "))
        .filter(|block| !block.is_empty())
        .collect::<Vec<_>>()
        .join("<br>")
        .replace('|', "\\|")
}
