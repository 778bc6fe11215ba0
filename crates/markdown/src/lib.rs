//! Markdown to HTML: GitHub-flavoured markdown plus admonitions, heading ids, a table
//! of contents, build-time code highlighting and link resolution.
//!
//! The same pipeline renders docs pages and the descriptions of the component API.

mod admonitions;
mod escape;
mod fence;
pub mod front_matter;
pub mod highlight;
pub mod html;
mod html_anchors;
pub mod mdx;
pub mod slugger;
mod twin;

pub use html::{code_block, code_block_marking, escape_html};

use pulldown_cmark::{CodeBlockKind, CowStr, Event, HeadingLevel, Options, Parser, Tag, TagEnd};
use std::collections::HashMap;
use std::ops::Range;
use std::path::Path;

use site_diagnostics::{Diagnostics, Severity};
use site_model::navigation::Heading;
use slugger::Slugger;

/// A fenced code block, kept for checks on its content.
#[derive(Debug, Clone)]
pub struct CodeBlock {
    /// The fence's language, in lower case (`js`, `html`, or empty).
    pub lang: String,
    /// The code as copied from the page: without the magic-comment lines.
    pub code: String,
    /// 1-based line of the file on which the code starts.
    pub line: usize,
}

/// A markdown text rendered: its HTML and what the site needs to know about it.
#[derive(Debug, Default)]
pub struct Rendered {
    /// The page's HTML.
    pub html: String,
    /// The text of the first `# ` heading.
    pub title: Option<String>,
    /// Every heading in order, with its unique id, for the table of contents and
    /// anchor checks.
    pub headings: Vec<Heading>,
    /// The fenced code blocks, for checks on the examples they hold.
    pub code_blocks: Vec<CodeBlock>,
    /// Anchors that raw HTML defines (`id="x"`, `<a name="x">`), link targets as much
    /// as the headings' ids.
    pub html_anchors: Vec<String>,
    /// The same text as plain Markdown, for tools (see [`twin`]).
    pub markdown: String,
}

/// Whether a reference points at a page or at a file to embed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LinkKind {
    /// A link (`[text](dest)`) to a page or a file.
    Link,
    /// An image (`![alt](src)`), embedded in the page.
    Image,
}

/// Turns the destination of a link, as written, into the URL to emit; reports
/// broken ones. `line` is the 1-based line in the source file.
pub trait LinkResolver {
    /// The URL to emit for `destination`, a link or image at `line` of the file.
    fn resolve(&self, destination: &str, kind: LinkKind, line: usize) -> String;
}

/// What to render and where it comes from, for messages.
pub struct Source<'a> {
    /// The markdown, without its front matter.
    pub text: &'a str,
    /// Whether raw HTML in the text is kept (trusted docs) or shown as text
    /// (descriptions from package metadata).
    pub raw_html: bool,
    /// Levels taken off every heading (1 turns `###` into `<h2>`), so text written
    /// to sit deeper in another page keeps this page's heading order.
    pub heading_shift: u8,
    /// The file the text comes from, named in messages.
    pub file: &'a Path,
    /// 1-based line of the file on which `text` starts.
    pub first_line: usize,
    /// CommonMark (`.md`, package metadata) or MDX (`.mdx`).
    pub format: mdx::Format,
    /// The site's origin (`https://ui5.github.io`), put in front of the site-absolute
    /// links of the Markdown twin so that they work wherever it is read.
    pub origin: &'a str,
}

/// Renders markdown to HTML: admonitions expanded, headings given ids and anchor
/// links, code highlighted, links resolved by `links`. Problems are reported to
/// `diagnostics` at their line of the file.
pub fn render(source: &Source, links: &dyn LinkResolver, diagnostics: &Diagnostics) -> Rendered {
    let (text, findings) = mdx::strip(source.text, source.format);
    for finding in findings {
        let line = Some(source.first_line + finding.line);
        match finding.severity {
            Severity::Error => diagnostics.error(source.file, line, finding.message),
            Severity::Warning => diagnostics.warning(source.file, line, finding.message),
        }
    }
    let expanded = match admonitions::expand(&text) {
        Ok(expanded) => expanded,
        Err(err) => {
            diagnostics.error(source.file, Some(source.first_line + err.line), err.message);
            let line_map = (0..text.lines().count().max(1)).collect();
            admonitions::Expanded { text, line_map, markers: Default::default() }
        }
    };
    let lines = LineIndex::new(&expanded.text, &expanded.line_map, source.first_line);
    let mut renderer = Renderer {
        source,
        links,
        diagnostics,
        lines: &lines,
        out: Vec::new(),
        heading: None,
        code: None,
        links_open: Vec::new(),
        task_label_open: false,
        tables_under: HashMap::new(),
        header_cell: None,
        in_table_head: false,
        slugger: Slugger::default(),
        rendered: Rendered::default(),
        twin: twin::TwinWriter::new(source.origin, source.heading_shift, source.raw_html),
        markers: &expanded.markers,
    };
    let parser = Parser::new_ext(&expanded.text, options()).into_offset_iter();
    for (event, range) in pulldown_cmark::utils::TextMergeWithOffset::new(parser) {
        renderer.event(event, range);
    }
    let mut html = String::with_capacity(expanded.text.len() * 3 / 2);
    pulldown_cmark::html::push_html(&mut html, renderer.out.into_iter());
    renderer.rendered.html = html;
    renderer.rendered.markdown = renderer.twin.finish();
    renderer.rendered
}

/// The text of the first level-1 heading, as readers see it: `` # Using the `.hbs` *files* ``
/// gives "Using the .hbs files" (no markdown, entities decoded, no `{#id}`), for titles,
/// sidebar labels and breadcrumbs.
pub fn first_h1(text: &str) -> Option<String> {
    let mut title: Option<String> = None;
    for event in Parser::new_ext(text, options()) {
        match (&mut title, event) {
            (None, Event::Start(Tag::Heading { level: HeadingLevel::H1, .. })) => title = Some(String::new()),
            (Some(title), Event::Text(text) | Event::Code(text)) => title.push_str(&text),
            (Some(title), Event::SoftBreak | Event::HardBreak) => title.push(' '),
            (Some(title), Event::End(TagEnd::Heading(_))) => return Some(title.trim().to_string()),
            _ => {}
        }
    }
    None
}

/// The destinations of a Markdown text's links and images, as written, for checks
/// on Markdown the site writes (its twins).
pub fn link_destinations(text: &str) -> Vec<String> {
    Parser::new_ext(text, options())
        .filter_map(|event| match event {
            Event::Start(Tag::Link { dest_url, .. } | Tag::Image { dest_url, .. }) => Some(dest_url.to_string()),
            _ => None,
        })
        .collect()
}

fn options() -> Options {
    Options::ENABLE_TABLES
        | Options::ENABLE_TASKLISTS
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_HEADING_ATTRIBUTES
        | Options::ENABLE_GFM
}

/// Maps byte offsets of the expanded text to lines of the source file.
struct LineIndex<'a> {
    starts: Vec<usize>,
    line_map: &'a [usize],
    first_line: usize,
}

impl<'a> LineIndex<'a> {
    fn new(text: &str, line_map: &'a [usize], first_line: usize) -> Self {
        let starts = std::iter::once(0).chain(text.bytes().enumerate().filter(|(_, b)| *b == b'\n').map(|(i, _)| i + 1)).collect();
        LineIndex { starts, line_map, first_line }
    }

    /// The 0-based line of the expanded text that `offset` is on.
    fn expanded_line(&self, offset: usize) -> usize {
        self.starts.partition_point(|&start| start <= offset).saturating_sub(1)
    }

    fn file_line(&self, offset: usize) -> usize {
        let expanded_line = self.expanded_line(offset);
        let source_line = self.line_map.get(expanded_line).copied().unwrap_or(expanded_line);
        self.first_line + source_line
    }
}

struct PendingHeading<'e> {
    level: HeadingLevel,
    custom_id: Option<String>,
    events: Vec<Event<'e>>,
    text: String,
}

struct PendingCode {
    lang: String,
    title: Option<String>,
    /// `{1,3-5}` from the info string.
    line_ranges: Option<String>,
    code: String,
    line: usize,
}

struct Renderer<'r, 'e> {
    source: &'r Source<'r>,
    links: &'r dyn LinkResolver,
    diagnostics: &'r Diagnostics,
    lines: &'r LineIndex<'r>,
    out: Vec<Event<'e>>,
    heading: Option<PendingHeading<'e>>,
    code: Option<PendingCode>,
    /// For each link or image being rendered: whether its tag was kept.
    links_open: Vec<bool>,
    /// A task list item's checkbox and text are wrapped in a label, which is open.
    task_label_open: bool,
    /// How many tables each heading has had so far, to name their scroll regions.
    tables_under: HashMap<String, usize>,
    /// A table header cell being read: its line, and whether it has content yet.
    header_cell: Option<(usize, bool)>,
    in_table_head: bool,
    slugger: Slugger,
    rendered: Rendered,
    twin: twin::TwinWriter<'e>,
    /// The lines of the expanded text that are admonitions' wrappers.
    markers: &'r std::collections::HashMap<usize, admonitions::Marker>,
}

impl<'e> Renderer<'_, 'e> {
    fn emit(&mut self, event: Event<'e>) {
        match &mut self.heading {
            Some(heading) => heading.events.push(event),
            None => self.out.push(event),
        }
    }

    fn event(&mut self, event: Event<'e>, range: Range<usize>) {
        // A link is resolved once, for the page and its twin.
        let resolved = match &event {
            Event::Start(Tag::Link { dest_url, .. }) => {
                Some(self.links.resolve(dest_url, LinkKind::Link, self.lines.file_line(range.start)))
            }
            Event::Start(Tag::Image { dest_url, .. }) => {
                Some(self.links.resolve(dest_url, LinkKind::Image, self.lines.file_line(range.start)))
            }
            _ => None,
        };
        self.twin.event(&event, resolved.as_deref(), self.markers.get(&self.lines.expanded_line(range.start)));
        if self.task_label_open && ends_task_text(&event) {
            self.task_label_open = false;
            self.emit(Event::Html(CowStr::from(html::TASK_LABEL_CLOSE)));
        }
        if let Some(code) = &mut self.code {
            match event {
                Event::Text(text) => code.code.push_str(&text),
                Event::End(TagEnd::CodeBlock) => self.finish_code_block(),
                _ => {}
            }
            return;
        }
        if let Some((_, has_content)) = &mut self.header_cell {
            *has_content |=
                matches!(event, Event::Text(_) | Event::Code(_) | Event::Html(_) | Event::InlineHtml(_) | Event::Start(Tag::Image { .. }));
        }
        match event {
            Event::Start(Tag::TableCell) if self.in_table_head => {
                self.header_cell = Some((self.lines.file_line(range.start), false));
                self.emit(Event::Start(Tag::TableCell));
            }
            Event::End(TagEnd::TableCell) => {
                if let Some((line, false)) = self.header_cell.take() {
                    self.diagnostics.warning(
                        self.source.file,
                        Some(line),
                        "a table header cell is empty: name the column, screen readers announce it with every cell",
                    );
                }
                self.emit(Event::End(TagEnd::TableCell));
            }
            Event::Start(Tag::TableHead) => {
                self.in_table_head = true;
                self.emit(Event::Start(Tag::TableHead));
            }
            Event::End(TagEnd::TableHead) => {
                self.in_table_head = false;
                self.emit(Event::End(TagEnd::TableHead));
            }
            Event::Start(Tag::Heading { level, id, .. }) => {
                self.heading =
                    Some(PendingHeading { level, custom_id: id.map(|id| id.to_string()), events: Vec::new(), text: String::new() });
            }
            Event::End(TagEnd::Heading(_)) => self.finish_heading(),
            Event::Start(Tag::CodeBlock(kind)) => {
                let info = match kind {
                    CodeBlockKind::Fenced(info) => info.to_string(),
                    CodeBlockKind::Indented => String::new(),
                };
                let fence::FenceInfo { lang, title, line_ranges } = fence::parse_info(&info);
                let line = self.lines.file_line(range.start) + 1;
                if !highlight::knows_language(&lang) {
                    self.diagnostics.warning(
                        self.source.file,
                        Some(line - 1),
                        format!("code block language `{lang}` is not known to the highlighter"),
                    );
                }
                self.code = Some(PendingCode { lang, title, line_ranges, code: String::new(), line });
            }
            // Wide tables scroll on their own; keyboard users can reach the scroller,
            // a region named after the section it is in.
            Event::Start(Tag::Table(alignments)) => {
                let name = self.table_name();
                self.emit(Event::Html(CowStr::from(html::table_scroll_open(&name))));
                self.emit(Event::Start(Tag::Table(alignments)));
            }
            // The item's text labels its checkbox (the label closes where the text ends).
            Event::TaskListMarker(checked) => {
                self.emit(Event::Html(CowStr::from(html::task_label_open(checked))));
                self.task_label_open = true;
            }
            Event::End(TagEnd::Table) => {
                self.emit(Event::End(TagEnd::Table));
                self.emit(Event::Html(CowStr::from(html::TABLE_SCROLL_CLOSE)));
            }
            Event::Start(Tag::Link { title, .. }) => {
                let href = resolved.unwrap_or_default();
                let kept = self.keeps_url(&href);
                if kept {
                    self.emit(Event::InlineHtml(CowStr::from(html::link_open(&href, &title))));
                }
                self.links_open.push(kept);
            }
            Event::End(TagEnd::Link) => {
                if self.links_open.pop().unwrap_or(false) {
                    self.emit(Event::InlineHtml(CowStr::from(html::LINK_CLOSE)));
                }
            }
            Event::Start(Tag::Image { link_type, title, id, .. }) => {
                let src = resolved.unwrap_or_default();
                let kept = self.keeps_url(&src);
                if kept {
                    self.emit(Event::Start(Tag::Image { link_type, dest_url: src.into(), title, id }));
                }
                self.links_open.push(kept);
            }
            Event::End(TagEnd::Image) => {
                if self.links_open.pop().unwrap_or(false) {
                    self.emit(Event::End(TagEnd::Image));
                }
            }
            Event::Text(text) => {
                if let Some(heading) = &mut self.heading {
                    heading.text.push_str(&text);
                }
                if self.links_open.is_empty() {
                    self.autolink(text);
                } else {
                    self.emit(Event::Text(text));
                }
            }
            Event::Code(code) => {
                if let Some(heading) = &mut self.heading {
                    heading.text.push_str(&code);
                }
                self.emit(Event::Code(code));
            }
            Event::Html(html) | Event::InlineHtml(html) if !self.source.raw_html => self.emit(Event::Text(html)),
            Event::Html(ref html) | Event::InlineHtml(ref html) => {
                self.rendered.html_anchors.extend(html_anchors::anchors(html));
                self.emit(event);
            }
            other => self.emit(other),
        }
    }

    /// Text from package metadata may link only within the site, to the web and to
    /// mail: a `javascript:` link there would run in the site's pages. The text of a
    /// link that is not kept stays.
    fn keeps_url(&self, url: &str) -> bool {
        if self.source.raw_html {
            return true;
        }
        match url.split_once(':') {
            Some((scheme, _)) if !scheme.contains(['/', '?', '#']) => {
                matches!(scheme.to_ascii_lowercase().as_str(), "http" | "https" | "mailto")
            }
            _ => true,
        }
    }

    /// `Setup table`, then `Setup table 2`, ...: after the last heading, or the page.
    fn table_name(&mut self) -> String {
        let section = self.rendered.headings.last().map_or("Page", |h| h.text.as_str()).to_string();
        let count = self.tables_under.entry(section.clone()).or_default();
        *count += 1;
        match *count {
            1 => format!("{section} table"),
            n => format!("{section} table {n}"),
        }
    }

    /// Bare URLs in text become links, as on GitHub.
    fn autolink(&mut self, text: CowStr<'e>) {
        let mut finder = linkify::LinkFinder::new();
        finder.kinds(&[linkify::LinkKind::Url]);
        if finder.links(&text).next().is_none() {
            self.emit(Event::Text(text));
            return;
        }
        let parts: Vec<(String, bool)> = finder.spans(&text).map(|span| (span.as_str().to_string(), span.kind().is_some())).collect();
        for (part, is_url) in parts {
            if is_url {
                self.emit(Event::InlineHtml(CowStr::from(html::link_open(&part, ""))));
                self.emit(Event::Text(CowStr::from(part)));
                self.emit(Event::InlineHtml(CowStr::from(html::LINK_CLOSE)));
            } else {
                self.emit(Event::Text(CowStr::from(part)));
            }
        }
    }

    fn finish_heading(&mut self) {
        let Some(heading) = self.heading.take() else { return };
        let level = (heading.level as u8).saturating_sub(self.source.heading_shift).max(1);
        let text = heading.text.trim().to_string();
        let id = match &heading.custom_id {
            Some(id) => self.slugger.reserve(id),
            None => self.slugger.slug(&text),
        };
        if level == 1 && self.rendered.title.is_none() {
            self.rendered.title = Some(text.clone());
        }
        self.out.push(Event::Html(CowStr::from(html::heading_open(level, &id))));
        self.out.extend(heading.events);
        if level > 1 {
            self.out.push(Event::Html(CowStr::from(html::hash_link(&id, &text))));
        }
        self.out.push(Event::Html(CowStr::from(html::heading_close(level))));
        self.rendered.headings.push(Heading { level, id, text });
    }

    fn finish_code_block(&mut self) {
        let Some(block) = self.code.take() else { return };
        for (index, length) in highlight::overlong_lines(&block.code, &block.lang) {
            self.diagnostics.warning(
                self.source.file,
                Some(block.line + index),
                format!(
                    "this code line has {length} characters and is shown without highlighting (the limit is {})",
                    highlight::MAX_HIGHLIGHTED_LINE
                ),
            );
        }
        let (code, mut marked) = fence::magic_comments(&block.code);
        if let Some(ranges) = &block.line_ranges {
            match fence::parse_line_ranges(ranges, code.lines().count()) {
                Ok(lines) => marked.extend(lines),
                Err(why) => self.diagnostics.warning(
                    self.source.file,
                    Some(block.line - 1),
                    format!("code block lines to highlight `{{{ranges}}}`: {why}"),
                ),
            }
        }
        let html = html::code_block_marking(&code, &block.lang, block.title.as_deref(), &marked);
        self.emit(Event::Html(CowStr::from(html)));
        self.rendered.code_blocks.push(CodeBlock { lang: block.lang, code, line: block.line });
    }
}

/// Whether an event ends the text of a task list item: the end of its paragraph or
/// item, or a block inside the item (a nested list).
fn ends_task_text(event: &Event) -> bool {
    matches!(
        event,
        Event::End(TagEnd::Paragraph | TagEnd::Item)
            | Event::Start(Tag::List(_) | Tag::Paragraph | Tag::CodeBlock(_) | Tag::BlockQuote(_) | Tag::Table(_) | Tag::HtmlBlock)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::RefCell;

    /// A resolver that keeps every destination as written.
    struct KeepLinks;

    impl LinkResolver for KeepLinks {
        fn resolve(&self, destination: &str, _kind: LinkKind, _line: usize) -> String {
            destination.to_string()
        }
    }

    fn render_text(text: &str) -> (Rendered, Vec<site_diagnostics::Diagnostic>) {
        let diagnostics = Diagnostics::default();
        let source = Source {
            text,
            raw_html: true,
            heading_shift: 0,
            file: Path::new("doc.md"),
            first_line: 1,
            format: mdx::Format::CommonMark,
            origin: "https://example.com",
        };
        let rendered = render(&source, &KeepLinks, &diagnostics);
        (rendered, diagnostics.take())
    }

    #[test]
    fn headings_get_unique_ids_and_the_first_h1_is_the_title() {
        let (r, _) = render_text("# Title\n\n## Setup\n\n### Setup\n\n## Custom {#mine}\n");
        assert_eq!(r.title.as_deref(), Some("Title"));
        let ids: Vec<_> = r.headings.iter().map(|h| h.id.as_str()).collect();
        assert_eq!(ids, ["title", "setup", "setup-1", "mine"]);
        assert!(r.html.contains("<h2 id=\"setup\">Setup<a class=\"hash-link\" href=\"#setup\""));
    }

    #[test]
    fn gfm_tables_task_lists_strikethrough_and_autolinks() {
        let (r, _) = render_text("| a |\n|---|\n| b |\n\n- [x] done\n\n~~old~~ see https://example.com\n");
        assert!(r.html.contains("<table>"));
        assert!(r.html.contains("type=\"checkbox\""));
        assert!(r.html.contains("<del>old</del>"));
        assert!(r.html.contains("<a href=\"https://example.com\" target=\"_blank\""));
    }

    #[test]
    fn task_list_checkboxes_are_labelled_by_their_text() {
        let (r, _) = render_text("- [x] Ship **it**\n- [ ] Test\n  - nested\n");
        assert!(r.html.contains("<li><label class=\"task-list-label\"><input type=\"checkbox\" disabled=\"\" checked=\"\"> Ship <strong>it</strong></label></li>"), "{}", r.html);
        assert!(
            r.html.contains("<label class=\"task-list-label\"><input type=\"checkbox\" disabled=\"\"> Test</label>\n<ul>"),
            "{}",
            r.html
        );
        let (r, _) = render_text("- [x] loose\n\n- [ ] list\n");
        assert_eq!(r.html.matches("</label></p>").count(), 2, "{}", r.html);
    }

    #[test]
    fn table_regions_are_named_after_their_section() {
        let (r, _) = render_text("| a |\n|---|\n| b |\n\n## Themes\n\n| a |\n|---|\n| b |\n\n| c |\n|---|\n| d |\n");
        let names: Vec<&str> =
            r.html.split("aria-label=\"").skip(1).filter_map(|rest| rest.split('"').next()).filter(|n| n.contains("table")).collect();
        assert_eq!(names, ["Page table", "Themes table", "Themes table 2"]);
    }

    #[test]
    fn an_empty_table_header_cell_is_a_warning_at_its_line() {
        let (_, d) = render_text("text\n\n| | a |\n|---|---|\n| b | c |\n");
        assert_eq!(d.len(), 1);
        assert_eq!(d[0].line, Some(3));
        assert!(d[0].message.contains("table header cell is empty"), "{}", d[0].message);
        let (_, d) = render_text("| x | `a` |\n|---|---|\n|  | c |\n");
        assert!(d.is_empty(), "empty body cells are fine: {d:?}");
    }

    #[test]
    fn code_blocks_are_highlighted_with_label_and_title() {
        let (r, _) = render_text("text\n\n```js title=\"main.js\"\nimport \"x\";\n```\n");
        assert!(r.html.contains("code-block-title\">main.js<"));
        assert!(r.html.contains("code-block-language\">JS<"));
        assert!(r.html.contains("hl-"));
        assert_eq!(r.code_blocks[0].line, 4);
        assert_eq!(r.code_blocks[0].code, "import \"x\";\n");
    }

    #[test]
    fn overlong_code_lines_are_plain_and_named_by_file_and_line() {
        let minified = "a.b(".repeat(2_000);
        let (r, d) = render_text(&format!("# Title\n\n```js\nconst a = 1;\n{minified}\n```\n"));
        assert_eq!(d.len(), 1, "{d:?}");
        assert_eq!((d[0].file.to_str(), d[0].line), (Some("doc.md"), Some(5)));
        assert!(d[0].message.contains("8000 characters"), "{}", d[0].message);
        assert!(r.html.contains(&format!("\n{minified}\n")), "the line is kept as plain text");
    }

    #[test]
    fn code_blocks_highlight_the_lines_their_fence_names() {
        let (r, d) = render_text("```js {2} title=\"a.js\"\nconst a = 1;\nconst b = 2;\n```\n");
        assert!(d.is_empty(), "{d:?}");
        assert!(r.html.contains("code-block-title\">a.js<"));
        let marked = r.html.split("<span class=\"code-line-highlighted\">").nth(1).expect("a marked line");
        assert!(marked.starts_with("<span class=\"hl-k\">const </span>b = "), "{marked}");
        assert_eq!(r.html.matches("code-line-highlighted").count(), 1);
    }

    #[test]
    fn a_line_range_past_the_code_is_a_warning_at_the_fence() {
        let (r, d) = render_text("text\n\n```js {3}\nx;\n```\n");
        assert_eq!(d[0].to_string(), "warning: doc.md:3: code block lines to highlight `{3}`: `3` is past the code's last line (1)");
        assert!(!r.html.contains("code-line-highlighted"));
    }

    #[test]
    fn magic_comments_highlight_lines_and_are_not_shown() {
        let (r, _) = render_text("```js\n// highlight-next-line\nimportant();\nother();\n```\n");
        assert!(!r.html.contains("highlight-next-line"));
        assert_eq!(r.code_blocks[0].code, "important();\nother();\n", "copied and checked without it");
        assert!(r.html.contains("<span class=\"code-line-highlighted\"><span class=\"hl-f\">important</span>"), "{}", r.html);
    }

    #[test]
    fn admonitions_render_their_kind_and_markdown_content() {
        let (r, d) = render_text(":::caution Careful\nSome **bold** text.\n:::\n");
        assert!(d.is_empty(), "{d:?}");
        assert!(r.html.contains("admonition-caution"));
        assert!(r.html.contains("<strong>bold</strong>"));
    }

    #[test]
    fn admonition_titles_render_inline_code_and_emphasis_only() {
        let (r, _) = render_text(":::caution Write `width=\"\"` on a *flexible* spacer\nText.\n:::\n");
        assert!(r.html.contains("Write <code>width=\"\"</code> on a <em>flexible</em> spacer</p>"), "{}", r.html);
        let (r, _) = render_text(":::note See [the guide](/docs/) <b>now</b>\nText.\n:::\n");
        assert!(r.html.contains("See [the guide](/docs/) &lt;b&gt;now&lt;/b&gt;</p>"), "{}", r.html);
    }

    #[test]
    fn text_from_packages_links_only_to_the_site_the_web_and_mail() {
        let diagnostics = Diagnostics::default();
        let text = "[a](javascript:alert(1)) [b](<JavaScript:alert(1)>) [c](&#106;avascript:x) ![d](data:text/html,x) \
                    [e](https://example.org) [f](mailto:a@example.org) [g](/docs/) [h](#x) [i](x.html?a:b)";
        let source = Source {
            text,
            raw_html: false,
            heading_shift: 0,
            file: Path::new("manifest.json"),
            first_line: 1,
            format: mdx::Format::CommonMark,
            origin: "https://example.com",
        };
        let html = render(&source, &KeepLinks, &diagnostics).html;
        assert!(!html.to_lowercase().contains("href=\"javascript"), "{html}");
        assert_eq!(html.matches("<a ").count(), 5, "{html}");
        assert!(!html.contains("<img"), "{html}");
        assert!(html.starts_with("<p>a b c d <a href=\"https://example.org\""), "the text of a dropped link stays: {html}");
        let (trusted, _) = render_text("[run](javascript:void(0))");
        assert!(trusted.html.contains("href=\"javascript:void(0)\""), "docs are the site's own: {}", trusted.html);
    }

    #[test]
    fn links_are_resolved_with_their_source_line() {
        struct Recorder(RefCell<Vec<(String, usize)>>);
        impl LinkResolver for Recorder {
            fn resolve(&self, dest: &str, _: LinkKind, line: usize) -> String {
                self.0.borrow_mut().push((dest.to_string(), line));
                format!("/base/{dest}")
            }
        }
        let recorder = Recorder(RefCell::new(Vec::new()));
        let diagnostics = Diagnostics::default();
        let text = "intro\n\n:::note\nSee [x](./x.md).\n:::\n";
        let source = Source {
            text,
            raw_html: true,
            heading_shift: 0,
            file: Path::new("doc.md"),
            first_line: 3,
            format: mdx::Format::CommonMark,
            origin: "https://example.com",
        };
        let r = render(&source, &recorder, &diagnostics);
        assert_eq!(recorder.0.borrow().as_slice(), [("./x.md".to_string(), 6)]);
        assert!(r.html.contains("href=\"/base/./x.md\""));
    }

    /// A resolver that turns page links into site paths, as the site's does.
    struct SiteLinks;

    impl LinkResolver for SiteLinks {
        fn resolve(&self, destination: &str, _kind: LinkKind, _line: usize) -> String {
            match destination.strip_suffix(".md") {
                Some(page) => format!("/base/docs/{page}/"),
                None => destination.to_string(),
            }
        }
    }

    fn twin_of(text: &str, format: mdx::Format) -> String {
        let diagnostics = Diagnostics::default();
        let source = Source {
            text,
            raw_html: true,
            heading_shift: 0,
            file: Path::new("doc.mdx"),
            first_line: 1,
            format,
            origin: "https://example.com",
        };
        render(&source, &SiteLinks, &diagnostics).markdown
    }

    #[test]
    fn the_twin_is_plain_markdown_with_absolute_links_and_clean_code() {
        let twin = twin_of(
            "# Title {#top}\n\nSee [the setup](setup.md) and [elsewhere](https://example.org).\n\n```js title=\"main.js\" {2}\n// highlight-next-line\nrun();\n```\n\n| a | b |\n|---|---|\n| `x` | y |\n",
            mdx::Format::CommonMark,
        );
        assert!(twin.starts_with("# Title\n"), "{twin}");
        assert!(twin.contains("[the setup](https://example.com/base/docs/setup/)"), "{twin}");
        assert!(twin.contains("[elsewhere](https://example.org)"), "{twin}");
        assert!(twin.contains("```js\nrun();\n```"), "{twin}");
        assert!(!twin.contains("highlight-next-line") && !twin.contains("{#top}") && !twin.contains("<div"), "{twin}");
        assert!(twin.contains("|`x`|y|") || twin.contains("| `x` | y |"), "{twin}");
    }

    #[test]
    fn admonitions_become_alerts_and_mdx_is_left_out_of_the_twin() {
        let twin = twin_of(
            "import Tabs from '@theme/Tabs';\n\n:::tip\nUse **it**.\n:::\n\n:::danger Take care\nNot that.\n:::\n",
            mdx::Format::Mdx,
        );
        assert!(!twin.contains("import Tabs"), "{twin}");
        let lines: Vec<&str> = twin.lines().map(str::trim).filter(|line| !line.is_empty()).collect();
        assert_eq!(lines, ["> [!TIP]", "> Use **it**.", "> [!CAUTION]", "> **Take care**", ">", "> Not that."], "{twin}");
        assert!(!twin.contains("admonition"), "{twin}");
    }
}
