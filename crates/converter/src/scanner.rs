//! A lenient HTML scanner that gives the byte spans of what the converter may change:
//! tag names, attribute names, values inside their quotes, the blank before each
//! attribute. Text, comments, doctypes and CDATA are stepped over: nothing in them
//! changes. Malformed markup never stops it; what it cannot read to the end is
//! reported where it starts.
//!
//! Hand-written, not a library: html5ever builds a normalised tree and lol_html
//! re-serialises a tag it edits, so both lose bytes the converter must keep.
//! html5gum's callback API comes closest, with spans, but it lowercases names and
//! decodes character references (carrying its table of entities into the
//! WebAssembly build for nothing), and the quotes, the blank before an attribute and
//! where an unclosed construct began would still be worked out around it: that is
//! most of this scanner. It reads each byte a bounded number of times.

use std::ops::Range;

/// An attribute of a start tag.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Attribute {
    /// Where the blank before the attribute starts (its name's start when there is none).
    pub(crate) lead: usize,
    /// The name as written.
    pub(crate) name: Range<usize>,
    /// The value, if the attribute has one.
    pub(crate) value: Option<Value>,
    /// The byte after the attribute (after the closing quote of a quoted value).
    pub(crate) end: usize,
}

/// An attribute's value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Value {
    /// The value's bytes, inside the quotes when it has them.
    pub(crate) span: Range<usize>,
    /// The quote around it (`"` or `'`), none for an unquoted value.
    pub(crate) quote: Option<u8>,
}

/// A start tag: `<name attributes>` or `<name attributes/>`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct StartTag {
    pub(crate) name: Range<usize>,
    pub(crate) attributes: Vec<Attribute>,
    /// Whether it ends with `/>`.
    pub(crate) self_closing: bool,
}

/// What the scanner reports.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Token {
    Start(StartTag),
    /// An end tag, by the span of its name.
    End(Range<usize>),
    /// The content of a raw-text element (the start tag came just before), and
    /// whether its end tag follows.
    RawText {
        element: &'static str,
        content: Range<usize>,
        closed: bool,
    },
    /// Something that runs to the end of the input without being closed, by where it
    /// starts; the scanner stops there.
    Unclosed {
        at: usize,
        what: Unclosed,
    },
}

/// What was left open at the end of the input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Unclosed {
    Comment,
    /// A doctype, CDATA section, `<?...>` or other `<!...>`.
    Declaration,
    Quote,
    Tag,
}

/// Elements whose content is text, not markup, until their end tag.
const RAW_TEXT_ELEMENTS: [&str; 4] = ["script", "style", "textarea", "title"];

fn is_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\n' | b'\r' | b'\x0C')
}

/// Where `needle` first occurs in `haystack` from `from`.
fn find(haystack: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    let rest = haystack.get(from..)?;
    let first = needle[0];
    let mut at = 0;
    while let Some(found) = rest[at..].iter().position(|&byte| byte == first) {
        let start = at + found;
        if rest[start..].starts_with(needle) {
            return Some(from + start);
        }
        at = start + 1;
    }
    None
}

/// Reads HTML token by token.
pub(crate) struct Scanner<'a> {
    bytes: &'a [u8],
    pos: usize,
    /// The raw-text element whose content comes next.
    raw: Option<&'static str>,
}

impl<'a> Scanner<'a> {
    pub(crate) fn new(text: &'a str) -> Self {
        Scanner { bytes: text.as_bytes(), pos: 0, raw: None }
    }

    /// Stops the scan: what is left is reported as unclosed from `at`.
    fn unclosed(&mut self, at: usize, what: Unclosed) -> Option<Token> {
        self.pos = self.bytes.len();
        Some(Token::Unclosed { at, what })
    }

    /// Steps over a comment or declaration starting at `lt` that ends with `close`;
    /// `body` is where its content starts.
    fn skip_until(&mut self, lt: usize, body: usize, close: &[u8], what: Unclosed) -> Option<Option<Token>> {
        match find(self.bytes, body, close) {
            Some(end) => {
                self.pos = end + close.len();
                None
            }
            None => Some(self.unclosed(lt, what)),
        }
    }

    fn start_tag(&mut self, lt: usize) -> Option<Token> {
        let bytes = self.bytes;
        let len = bytes.len();
        let name_start = lt + 1;
        let mut i = name_start;
        while i < len && !is_space(bytes[i]) && bytes[i] != b'/' && bytes[i] != b'>' {
            i += 1;
        }
        let name = name_start..i;
        let mut attributes = Vec::new();
        loop {
            let lead = i;
            while i < len && is_space(bytes[i]) {
                i += 1;
            }
            if i >= len {
                return self.unclosed(lt, Unclosed::Tag);
            }
            match bytes[i] {
                b'>' => {
                    self.pos = i + 1;
                    return Some(self.opened(StartTag { name, attributes, self_closing: false }));
                }
                b'/' if bytes.get(i + 1) == Some(&b'>') => {
                    self.pos = i + 2;
                    return Some(Token::Start(StartTag { name, attributes, self_closing: true }));
                }
                b'/' => i += 1,
                _ => {
                    // A name may start with `=`; it ends at a blank, `/`, `>` or `=`.
                    let name_start = i;
                    i += 1;
                    while i < len && !is_space(bytes[i]) && !matches!(bytes[i], b'/' | b'>' | b'=') {
                        i += 1;
                    }
                    let name = name_start..i;
                    let mut j = i;
                    while j < len && is_space(bytes[j]) {
                        j += 1;
                    }
                    let mut value = None;
                    if j < len && bytes[j] == b'=' {
                        j += 1;
                        while j < len && is_space(bytes[j]) {
                            j += 1;
                        }
                        match bytes.get(j) {
                            None => return self.unclosed(lt, Unclosed::Tag),
                            Some(&quote @ (b'"' | b'\'')) => {
                                let Some(close) = bytes[j + 1..].iter().position(|&byte| byte == quote) else {
                                    return self.unclosed(j, Unclosed::Quote);
                                };
                                value = Some(Value { span: j + 1..j + 1 + close, quote: Some(quote) });
                                i = j + 2 + close;
                            }
                            Some(_) => {
                                let start = j;
                                while j < len && !is_space(bytes[j]) && bytes[j] != b'>' {
                                    j += 1;
                                }
                                value = Some(Value { span: start..j, quote: None });
                                i = j;
                            }
                        }
                    }
                    attributes.push(Attribute { lead, name, value, end: i });
                }
            }
        }
    }

    /// A start tag just read; the content of a raw-text element comes next.
    fn opened(&mut self, tag: StartTag) -> Token {
        let name = &self.bytes[tag.name.clone()];
        self.raw = RAW_TEXT_ELEMENTS.into_iter().find(|element| name.eq_ignore_ascii_case(element.as_bytes()));
        Token::Start(tag)
    }

    fn raw_text(&mut self, element: &'static str) -> Token {
        let bytes = self.bytes;
        let start = self.pos;
        let mut at = start;
        while let Some(lt) = find(bytes, at, b"</") {
            let name = lt + 2..lt + 2 + element.len();
            let ends_here = bytes.get(name.clone()).is_some_and(|name| name.eq_ignore_ascii_case(element.as_bytes()))
                && bytes.get(name.end).is_some_and(|&byte| is_space(byte) || byte == b'/' || byte == b'>');
            if ends_here {
                self.pos = lt;
                return Token::RawText { element, content: start..lt, closed: true };
            }
            at = lt + 2;
        }
        self.pos = bytes.len();
        Token::RawText { element, content: start..bytes.len(), closed: false }
    }

    fn end_tag(&mut self, lt: usize) -> Option<Token> {
        let bytes = self.bytes;
        let name_start = lt + 2;
        let mut i = name_start;
        while i < bytes.len() && !is_space(bytes[i]) && bytes[i] != b'/' && bytes[i] != b'>' {
            i += 1;
        }
        match find(bytes, i, b">") {
            Some(gt) => {
                self.pos = gt + 1;
                Some(Token::End(name_start..i))
            }
            None => self.unclosed(lt, Unclosed::Tag),
        }
    }
}

impl Iterator for Scanner<'_> {
    type Item = Token;

    fn next(&mut self) -> Option<Token> {
        if let Some(element) = self.raw.take() {
            return Some(self.raw_text(element));
        }
        let bytes = self.bytes;
        loop {
            let lt = find(bytes, self.pos, b"<")?;
            let next = bytes.get(lt + 1).copied();
            let skipped = match next {
                Some(letter) if letter.is_ascii_alphabetic() => return self.start_tag(lt),
                Some(b'/') if bytes.get(lt + 2).is_some_and(u8::is_ascii_alphabetic) => return self.end_tag(lt),
                Some(b'!') if bytes[lt..].starts_with(b"<!--") => {
                    // `<!-->` and `<!--->` are whole (empty) comments.
                    let body = lt + 4;
                    if bytes[body..].starts_with(b">") {
                        self.pos = body + 1;
                        None
                    } else if bytes[body..].starts_with(b"->") {
                        self.pos = body + 2;
                        None
                    } else {
                        self.skip_until(lt, body, b"-->", Unclosed::Comment)
                    }
                }
                Some(b'!') if bytes[lt..].starts_with(b"<![CDATA[") => self.skip_until(lt, lt + 9, b"]]>", Unclosed::Declaration),
                // A doctype, `<?...>`, or `</` not followed by a name: each ends at `>`.
                Some(b'!' | b'?' | b'/') => self.skip_until(lt, lt + 2, b">", Unclosed::Declaration),
                _ => {
                    self.pos = lt + 1;
                    None
                }
            };
            if let Some(token) = skipped {
                return token;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(text: &str) -> Vec<Token> {
        Scanner::new(text).collect()
    }

    fn start(text: &str) -> StartTag {
        match tokens(text).into_iter().next() {
            Some(Token::Start(tag)) => tag,
            other => panic!("no start tag: {other:?}"),
        }
    }

    #[test]
    fn gives_the_spans_of_names_values_and_the_blank_before_each_attribute() {
        let text = r#"<ui5-Button  a="1" b='2'c=three d />"#;
        let tag = start(text);
        assert_eq!(&text[tag.name.clone()], "ui5-Button");
        assert!(tag.self_closing);
        let seen: Vec<(&str, &str, Option<&str>, Option<u8>)> = tag
            .attributes
            .iter()
            .map(|a| {
                (
                    &text[a.lead..a.name.start],
                    &text[a.name.clone()],
                    a.value.as_ref().map(|v| &text[v.span.clone()]),
                    a.value.as_ref().and_then(|v| v.quote),
                )
            })
            .collect();
        assert_eq!(
            seen,
            [
                ("  ", "a", Some("1"), Some(b'"')),
                (" ", "b", Some("2"), Some(b'\'')),
                ("", "c", Some("three"), None),
                (" ", "d", None, None)
            ]
        );
        assert_eq!(&text[tag.attributes[1].lead..tag.attributes[1].end], " b='2'");
    }

    #[test]
    fn steps_over_comments_doctypes_and_cdata() {
        let text = "<!DOCTYPE html><!-- <a> --><!--><![CDATA[<b>]]><?x <c>?></ d><e>";
        assert_eq!(
            tokens(text),
            [Token::Start(StartTag { name: text.len() - 2..text.len() - 1, attributes: vec![], self_closing: false })]
        );
    }

    #[test]
    fn reads_raw_text_elements_to_their_end_tag() {
        let text = "<script>if (a <b) x = '</scripts>';</SCRIPT ><p>";
        let found = tokens(text);
        assert_eq!(found[1], Token::RawText { element: "script", content: 8..text.find("</SCRIPT").unwrap(), closed: true });
        assert_eq!(found[2], Token::End(text.find("SCRIPT").unwrap()..text.find("SCRIPT").unwrap() + 6));
        assert!(matches!(found[3], Token::Start(_)));
    }

    #[test]
    fn reports_what_is_left_open_where_it_starts() {
        assert_eq!(tokens("a <!-- b <c>"), [Token::Unclosed { at: 2, what: Unclosed::Comment }]);
        assert_eq!(tokens("<a b=\"c>d</a>"), [Token::Unclosed { at: 5, what: Unclosed::Quote }]);
        assert_eq!(tokens("<p><a b=c"), [tokens("<p>")[0].clone(), Token::Unclosed { at: 3, what: Unclosed::Tag }]);
        assert_eq!(tokens("x <!DOCTYPE"), [Token::Unclosed { at: 2, what: Unclosed::Declaration }]);
        assert_eq!(tokens("<style>a{}")[1], Token::RawText { element: "style", content: 7..10, closed: false });
    }
}
