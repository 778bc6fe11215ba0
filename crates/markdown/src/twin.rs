//! The Markdown twin of a text: what tools read instead of the page (`index.md` beside
//! `index.html`, `llms-full.txt`). It is written from the same events as the HTML, so
//! it says what the page says: links resolved as on the page and made absolute, code
//! blocks with their language and without magic comments, admonitions as block quotes,
//! no heading ids, no MDX.

use pulldown_cmark::{BlockQuoteKind, CodeBlockKind, CowStr, Event, LinkType, Tag, TagEnd};

use crate::admonitions::Marker;
use crate::fence;

/// Collects the twin's events as the renderer reads the text.
pub(crate) struct TwinWriter<'e> {
    events: Vec<Event<'e>>,
    /// `https://ui5.github.io`: what site-absolute links get in front.
    origin: &'e str,
    heading_shift: u8,
    /// Whether raw HTML is kept (trusted docs) or written as text.
    raw_html: bool,
    /// A code block being read: its language and text.
    code: Option<(String, String)>,
    /// Inside the HTML block of an admonition's wrapper, which the block quote replaces.
    in_wrapper: bool,
}

impl<'e> TwinWriter<'e> {
    pub(crate) fn new(origin: &'e str, heading_shift: u8, raw_html: bool) -> Self {
        TwinWriter { events: Vec::new(), origin, heading_shift, raw_html, code: None, in_wrapper: false }
    }

    /// Takes one event of the text. `resolved` is a link's or image's URL as the page
    /// has it; `marker` says the event starts an admonition's wrapper line.
    pub(crate) fn event(&mut self, event: &Event<'e>, resolved: Option<&str>, marker: Option<&Marker>) {
        if let Some((_, code)) = &mut self.code {
            match event {
                Event::Text(text) => code.push_str(text),
                Event::End(TagEnd::CodeBlock) => self.finish_code_block(),
                _ => {}
            }
            return;
        }
        if self.in_wrapper {
            self.in_wrapper = !matches!(event, Event::End(TagEnd::HtmlBlock));
            return;
        }
        match (event, marker) {
            (Event::Start(Tag::HtmlBlock), Some(marker)) => {
                self.in_wrapper = true;
                self.admonition(marker);
            }
            (Event::Start(Tag::Heading { level, .. }), _) => {
                let level = (*level as usize).saturating_sub(self.heading_shift as usize).max(1);
                let level = pulldown_cmark::HeadingLevel::try_from(level).unwrap_or(pulldown_cmark::HeadingLevel::H6);
                self.events.push(Event::Start(Tag::Heading { level, id: None, classes: Vec::new(), attrs: Vec::new() }));
            }
            (Event::End(TagEnd::Heading(_)), _) => {
                let level = self.events.iter().rev().find_map(|e| match e {
                    Event::Start(Tag::Heading { level, .. }) => Some(*level),
                    _ => None,
                });
                self.events.push(Event::End(TagEnd::Heading(level.unwrap_or(pulldown_cmark::HeadingLevel::H1))));
            }
            (Event::Start(Tag::CodeBlock(kind)), _) => {
                let lang = match kind {
                    CodeBlockKind::Fenced(info) => fence::parse_info(info).lang,
                    CodeBlockKind::Indented => String::new(),
                };
                self.code = Some((lang, String::new()));
            }
            (Event::Start(Tag::Link { link_type, title, id, .. }), _) => {
                let dest_url = self.absolute(resolved.unwrap_or_default());
                self.events.push(Event::Start(Tag::Link { link_type: inline(*link_type), dest_url, title: title.clone(), id: id.clone() }));
            }
            (Event::Start(Tag::Image { link_type, title, id, .. }), _) => {
                let dest_url = self.absolute(resolved.unwrap_or_default());
                self.events.push(Event::Start(Tag::Image {
                    link_type: inline(*link_type),
                    dest_url,
                    title: title.clone(),
                    id: id.clone(),
                }));
            }
            (Event::Html(html) | Event::InlineHtml(html), _) if !self.raw_html => self.events.push(Event::Text(html.clone())),
            (other, _) => self.events.push(other.clone()),
        }
    }

    /// The twin, as Markdown text.
    pub(crate) fn finish(self) -> String {
        let mut out = String::new();
        let options = pulldown_cmark_to_cmark::Options {
            list_token: '-',
            code_block_token_count: pulldown_cmark_to_cmark::calculate_code_block_token_count(&self.events).unwrap_or(3).max(3),
            ..Default::default()
        };
        // Writing to a String cannot fail.
        let _ = pulldown_cmark_to_cmark::cmark_with_options(self.events.iter(), &mut out, options);
        out.push('\n');
        out
    }

    fn admonition(&mut self, marker: &Marker) {
        match marker {
            Marker::Open { kind, title } => {
                self.events.push(Event::Start(Tag::BlockQuote(Some(quote_kind(kind)))));
                // A title of the author's own is kept; the default one is the kind itself.
                if *title != kind.to_uppercase() {
                    self.events.extend([
                        Event::Start(Tag::Paragraph),
                        Event::Start(Tag::Strong),
                        Event::Text(CowStr::from(title.clone())),
                        Event::End(TagEnd::Strong),
                        Event::End(TagEnd::Paragraph),
                    ]);
                }
            }
            Marker::Close => {
                let kind = self.open_quote_kind();
                self.events.push(Event::End(TagEnd::BlockQuote(kind)));
            }
        }
    }

    /// The kind of the innermost block quote still open, which its end repeats.
    fn open_quote_kind(&self) -> Option<BlockQuoteKind> {
        let mut depth = 0usize;
        for event in self.events.iter().rev() {
            match event {
                Event::End(TagEnd::BlockQuote(_)) => depth += 1,
                Event::Start(Tag::BlockQuote(kind)) if depth == 0 => return *kind,
                Event::Start(Tag::BlockQuote(_)) => depth -= 1,
                _ => {}
            }
        }
        None
    }

    fn finish_code_block(&mut self) {
        let Some((lang, code)) = self.code.take() else { return };
        let (code, _) = fence::magic_comments(&code);
        self.events.extend([
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(CowStr::from(lang)))),
            Event::Text(CowStr::from(code)),
            Event::End(TagEnd::CodeBlock),
        ]);
    }

    /// A site-absolute URL (`/webcomponents/v1/...`) with the site's origin in front, so
    /// that the link still works where the Markdown is pasted.
    fn absolute(&self, url: &str) -> CowStr<'e> {
        if url.starts_with('/') && !url.starts_with("//") {
            CowStr::from(format!("{}{url}", self.origin.trim_end_matches('/')))
        } else {
            CowStr::from(url.to_string())
        }
    }
}

/// A reference link's definition is not written again: every link is inline.
fn inline(link_type: LinkType) -> LinkType {
    match link_type {
        LinkType::Autolink | LinkType::Email => link_type,
        _ => LinkType::Inline,
    }
}

/// Docusaurus's admonition kinds as GitHub's alerts, which tools know.
fn quote_kind(kind: &str) -> BlockQuoteKind {
    match kind {
        "tip" => BlockQuoteKind::Tip,
        "warning" | "caution" => BlockQuoteKind::Warning,
        "danger" => BlockQuoteKind::Caution,
        _ => BlockQuoteKind::Note,
    }
}
