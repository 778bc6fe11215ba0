//! Just enough of a JavaScript and TypeScript lexer to find string and template
//! literals and JSX, skip comments, and not mistake a regular expression's quote for
//! a string: words and punctuation are reported so that the caller can see what a
//! literal is given to. A `/` starts a regular expression where an expression may
//! start; a wrong guess ends at the line's end, so it cannot swallow the file.
//!
//! A `<` followed by a name where an expression may start opens JSX, read to the end
//! of its outermost element; the literals in its `{...}` expressions are held back
//! until it ends. If it never ends (a TypeScript `<T>(x: T) => x` is no JSX), the
//! lexer goes back to the `<`, reads it as an operator and looks for no more JSX: the
//! input is read at most twice. Nesting is kept on explicit stacks, not by recursion.

use std::collections::VecDeque;
use std::ops::Range;

/// What a token is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Kind {
    /// An identifier or keyword.
    Word,
    /// One byte of punctuation.
    Punct(u8),
    /// A string literal, by the span of its content (inside its quotes).
    String(Range<usize>),
    /// A template literal, by the span of its content (inside its backticks) and the
    /// spans of its substitutions' code (inside `${` and `}`). Reported when it ends,
    /// so after the literals in its substitutions.
    Template { content: Range<usize>, substitutions: Vec<Range<usize>> },
    /// A JSX element (the token's span), by the spans of its expressions' code
    /// (inside `{` and `}`). Reported after the literals in its expressions.
    Jsx { expressions: Vec<Range<usize>> },
    /// A number or regular expression.
    Other,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Token {
    pub(crate) kind: Kind,
    pub(crate) span: Range<usize>,
}

/// What the text at the lexer's position is. Templates and JSX start in code, so
/// code follows their end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    Code,
    /// The literal part of the innermost open template.
    Template,
    /// The tags and text of the innermost open JSX element.
    Jsx,
}

/// What a `{` opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Brace {
    Block,
    Substitution,
    Expression,
}

/// A template literal whose end has not come yet.
struct OpenTemplate {
    start: usize,
    substitutions: Vec<Range<usize>>,
}

/// A JSX element whose end has not come yet.
struct OpenJsx {
    start: usize,
    expressions: Vec<Range<usize>>,
    /// How many of its elements are open.
    depth: usize,
    /// Whether the position is inside a tag, and whether that is an end tag.
    in_tag: bool,
    end_tag: bool,
}

/// Keywords after which an expression starts, so a `/` starts a regular expression.
const BEFORE_EXPRESSION: [&str; 14] =
    ["return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield", "await"];

fn is_word_byte(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || byte == b'_' || byte == b'$' || byte >= 0x80
}

pub(crate) struct Lexer<'a> {
    text: &'a str,
    bytes: &'a [u8],
    pos: usize,
    mode: Mode,
    /// Whether an expression may start here (the last token was no operand).
    expression_next: bool,
    /// Whether the last token was `<`: `a << b` is no JSX.
    after_lt: bool,
    braces: Vec<Brace>,
    templates: Vec<OpenTemplate>,
    jsx: Vec<OpenJsx>,
    /// How many braces and templates were open when the outermost JSX started.
    before_jsx: (usize, usize),
    /// False once JSX was found never to end.
    jsx_allowed: bool,
    /// Tokens of the JSX being read, held back until it ends.
    held: Vec<Token>,
    /// Tokens to report before reading on.
    ready: VecDeque<Token>,
}

impl<'a> Lexer<'a> {
    pub(crate) fn new(text: &'a str) -> Self {
        Lexer {
            text,
            bytes: text.as_bytes(),
            pos: 0,
            mode: Mode::Code,
            expression_next: true,
            after_lt: false,
            braces: Vec::new(),
            templates: Vec::new(),
            jsx: Vec::new(),
            before_jsx: (0, 0),
            jsx_allowed: true,
            held: Vec::new(),
            ready: VecDeque::new(),
        }
    }

    fn token(&mut self, kind: Kind, start: usize) -> Option<Token> {
        self.after_lt = kind == Kind::Punct(b'<');
        self.expression_next = match &kind {
            Kind::Word => BEFORE_EXPRESSION.contains(&&self.text[start..self.pos]),
            Kind::Punct(byte) => !matches!(byte, b')' | b']'),
            _ => false,
        };
        Some(Token { kind, span: start..self.pos })
    }

    /// Opens a `{` of `kind` whose code follows: a template's substitution or a JSX
    /// expression.
    fn open_code(&mut self, kind: Brace) {
        self.braces.push(kind);
        self.expression_next = true;
        self.after_lt = false;
    }

    /// Reads the literal part of the innermost open template from `pos`: to its end
    /// (a token), or to a substitution (none: code follows).
    fn template_part(&mut self) -> Option<Token> {
        // Code follows either way (so no state can make the caller loop).
        self.mode = Mode::Code;
        let bytes = self.bytes;
        while self.pos < bytes.len() {
            match bytes[self.pos] {
                b'\\' => self.pos += 2,
                b'`' => {
                    let template = self.templates.pop()?;
                    let content = template.start..self.pos;
                    self.pos += 1;
                    return self.token(Kind::Template { content, substitutions: template.substitutions }, template.start - 1);
                }
                b'$' if bytes.get(self.pos + 1) == Some(&b'{') => {
                    self.pos += 2;
                    self.templates.last_mut()?.substitutions.push(self.pos..self.pos);
                    self.open_code(Brace::Substitution);
                    return None;
                }
                _ => self.pos += 1,
            }
        }
        // Never closed: its content runs to the end.
        self.pos = bytes.len();
        let template = self.templates.pop()?;
        self.token(Kind::Template { content: template.start..bytes.len(), substitutions: template.substitutions }, template.start - 1)
    }

    /// Reads the tags and text of the innermost open JSX element from `pos`: to the
    /// end of its outermost element (a token), or to an expression (none: code
    /// follows). At the end of the input, also none.
    fn jsx_part(&mut self) -> Option<Token> {
        // Code follows either way (so no state can make the caller loop).
        self.mode = Mode::Code;
        let bytes = self.bytes;
        let jsx = self.jsx.last_mut()?;
        while self.pos < bytes.len() {
            let byte = bytes[self.pos];
            self.pos += 1;
            match byte {
                b'{' => {
                    jsx.expressions.push(self.pos..self.pos);
                    self.open_code(Brace::Expression);
                    return None;
                }
                b'"' | b'\'' if jsx.in_tag => match bytes[self.pos..].iter().position(|&b| b == byte) {
                    Some(close) => self.pos += close + 1,
                    None => self.pos = bytes.len(),
                },
                b'/' if jsx.in_tag && bytes.get(self.pos) == Some(&b'>') => {
                    self.pos += 1;
                    jsx.in_tag = false;
                    jsx.depth -= 1;
                }
                b'>' if jsx.in_tag => {
                    jsx.in_tag = false;
                    if jsx.end_tag {
                        jsx.depth -= 1;
                    }
                }
                b'<' if !jsx.in_tag => {
                    jsx.in_tag = true;
                    jsx.end_tag = bytes.get(self.pos) == Some(&b'/');
                    if !jsx.end_tag {
                        jsx.depth += 1;
                    }
                }
                _ => {}
            }
            if jsx.depth == 0 {
                let jsx = self.jsx.pop()?;
                return self.token(Kind::Jsx { expressions: jsx.expressions }, jsx.start);
            }
        }
        None
    }

    fn string(&mut self, quote: u8) -> Option<Token> {
        let bytes = self.bytes;
        let start = self.pos;
        self.pos += 1;
        while self.pos < bytes.len() {
            match bytes[self.pos] {
                // A line continuation's `\r\n` is one escape.
                b'\\' if bytes[self.pos + 1..].starts_with(b"\r\n") => self.pos += 3,
                b'\\' => self.pos += 2,
                // A string ends at its line's end if its quote is missing.
                b'\n' => return self.token(Kind::String(start + 1..self.pos), start),
                byte if byte == quote => {
                    self.pos += 1;
                    return self.token(Kind::String(start + 1..self.pos - 1), start);
                }
                _ => self.pos += 1,
            }
        }
        self.pos = bytes.len();
        self.token(Kind::String(start + 1..self.pos), start)
    }

    fn regex(&mut self) -> Option<Token> {
        let bytes = self.bytes;
        let start = self.pos;
        let mut i = start + 1;
        let mut in_class = false;
        while i < bytes.len() {
            match bytes[i] {
                b'\n' => break,
                b'\\' if bytes.get(i + 1) != Some(&b'\n') => i += 2,
                b'/' if !in_class => {
                    i += 1;
                    while i < bytes.len() && is_word_byte(bytes[i]) {
                        i += 1;
                    }
                    break;
                }
                byte => {
                    in_class = match byte {
                        b'[' => true,
                        b']' => false,
                        _ => in_class,
                    };
                    i += 1;
                }
            }
        }
        self.pos = i.min(bytes.len());
        self.token(Kind::Other, start)
    }

    /// The JSX that started at `start` never ends: back to its `<`, an operator.
    fn give_up_jsx(&mut self, start: usize) -> Option<Token> {
        let (braces, templates) = self.before_jsx;
        self.braces.truncate(braces);
        self.templates.truncate(templates);
        self.jsx.clear();
        self.held.clear();
        self.jsx_allowed = false;
        self.mode = Mode::Code;
        self.pos = start + 1;
        self.token(Kind::Punct(b'<'), start)
    }

    /// The next token, JSX's held-back tokens included.
    fn read(&mut self) -> Option<Token> {
        let bytes = self.bytes;
        loop {
            match self.mode {
                Mode::Template => match self.template_part() {
                    Some(token) => return Some(token),
                    None => continue,
                },
                Mode::Jsx => match self.jsx_part() {
                    Some(token) => return Some(token),
                    None if self.pos < bytes.len() => continue,
                    None => return self.give_up_jsx(self.jsx.first()?.start),
                },
                Mode::Code => {}
            }
            while self.pos < bytes.len() && bytes[self.pos].is_ascii_whitespace() {
                self.pos += 1;
            }
            let start = self.pos;
            let Some(&byte) = bytes.get(start) else {
                let jsx_start = self.jsx.first()?.start;
                return self.give_up_jsx(jsx_start);
            };
            match byte {
                b'/' if bytes.get(start + 1) == Some(&b'/') => {
                    self.pos = bytes[start..].iter().position(|&b| b == b'\n').map_or(bytes.len(), |end| start + end);
                }
                b'/' if bytes.get(start + 1) == Some(&b'*') => {
                    self.pos = bytes[start + 2..].windows(2).position(|pair| pair == b"*/").map_or(bytes.len(), |end| start + 2 + end + 2);
                }
                b'/' if self.expression_next => return self.regex(),
                b'"' | b'\'' => return self.string(byte),
                b'`' => {
                    self.pos += 1;
                    self.templates.push(OpenTemplate { start: self.pos, substitutions: Vec::new() });
                    self.mode = Mode::Template;
                }
                b'<' if self.jsx_allowed
                    && self.expression_next
                    && !self.after_lt
                    && bytes.get(start + 1).is_some_and(|&next| next.is_ascii_alphabetic() || next == b'>') =>
                {
                    if self.jsx.is_empty() {
                        self.before_jsx = (self.braces.len(), self.templates.len());
                    }
                    self.jsx.push(OpenJsx { start, expressions: Vec::new(), depth: 0, in_tag: false, end_tag: false });
                    self.mode = Mode::Jsx;
                }
                b'{' => {
                    self.pos += 1;
                    self.braces.push(Brace::Block);
                    return self.token(Kind::Punct(byte), start);
                }
                b'}' => {
                    self.pos += 1;
                    match self.braces.pop() {
                        Some(Brace::Substitution) => {
                            if let Some(substitution) = self.templates.last_mut().and_then(|template| template.substitutions.last_mut()) {
                                substitution.end = start;
                            }
                            self.mode = Mode::Template;
                        }
                        Some(Brace::Expression) => {
                            if let Some(expression) = self.jsx.last_mut().and_then(|jsx| jsx.expressions.last_mut()) {
                                expression.end = start;
                            }
                            self.mode = Mode::Jsx;
                        }
                        _ => return self.token(Kind::Punct(byte), start),
                    }
                }
                byte if is_word_byte(byte) => {
                    while self.pos < bytes.len() && is_word_byte(bytes[self.pos]) {
                        self.pos += 1;
                    }
                    let kind = if byte.is_ascii_digit() { Kind::Other } else { Kind::Word };
                    return self.token(kind, start);
                }
                _ => {
                    self.pos += 1;
                    return self.token(Kind::Punct(byte), start);
                }
            }
        }
    }
}

impl Iterator for Lexer<'_> {
    type Item = Token;

    fn next(&mut self) -> Option<Token> {
        if let Some(token) = self.ready.pop_front() {
            return Some(token);
        }
        loop {
            let token = self.read()?;
            if !self.jsx.is_empty() {
                self.held.push(token);
            } else if matches!(token.kind, Kind::Jsx { .. }) && !self.held.is_empty() {
                // The outermost JSX ended: what it held back comes first.
                self.ready.extend(self.held.drain(..));
                self.ready.push_back(token);
                return self.ready.pop_front();
            } else {
                return Some(token);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The literals of `text`, as written, in the order reported.
    fn literals(text: &str) -> Vec<String> {
        Lexer::new(text)
            .filter_map(|token| match token.kind {
                Kind::String(content) => Some(format!("'{}'", &text[content])),
                Kind::Template { content, substitutions } => {
                    let substitutions: Vec<&str> = substitutions.into_iter().map(|s| &text[s]).collect();
                    Some(format!("`{}` {substitutions:?}", &text[content]))
                }
                Kind::Jsx { expressions } => {
                    let expressions: Vec<&str> = expressions.into_iter().map(|e| &text[e]).collect();
                    Some(format!("{} {expressions:?}", &text[token.span]))
                }
                _ => None,
            })
            .collect()
    }

    #[test]
    fn finds_strings_but_not_quotes_in_comments_or_regular_expressions() {
        let text = "// it's\n/* \"no\" */ a = /'[/]\"/g.test(x) ? 'yes' : \"y\\\"es\";";
        assert_eq!(literals(text), ["'yes'", "'y\\\"es'"]);
    }

    #[test]
    fn tells_division_from_a_regular_expression_by_what_comes_before() {
        assert_eq!(literals("x = a / 2 / 'b'.length; y = (c) / d; z = e[0] / 'f'.length"), ["'b'", "'f'"]);
        assert_eq!(literals("return /'/.test(s) ? 'q' : ''"), ["'q'", "''"]);
    }

    #[test]
    fn reads_templates_with_nested_substitutions_and_templates() {
        let text = "html`<a>${items.map((i) => html`<b>${i}</b>`)} ${ {k: '}'}.k }</a>`";
        assert_eq!(literals(text), ["`<b>${i}</b>` [\"i\"]", "'}'", "`<a>${items.map((i) => html`<b>${i}</b>`)} ${ {k: '}'}.k }</a>` [\"items.map((i) => html`<b>${i}</b>`)\", \" {k: '}'}.k \"]"]);
    }

    #[test]
    fn ends_what_is_never_closed_without_running_past_the_line_or_the_text() {
        assert_eq!(literals("a = 'open\nb = \"shut\""), ["'open'", "'shut'"]);
        assert_eq!(literals("if (a) /x\nc = 'd'"), ["'d'"]);
        assert_eq!(literals("t = `open ${x"), Vec::<String>::new());
        assert_eq!(literals("t = `open"), ["`open` []"]);
    }

    #[test]
    fn reads_jsx_to_the_end_of_its_outermost_element_with_its_expressions() {
        let text = "const a = <div title=\"it's\">Don't {items.map((i) => <ui5-li key={i}>{'x'}</ui5-li>)}<br/></div>; b = 'y'";
        assert_eq!(
            literals(text),
            [
                "'x'",
                "<ui5-li key={i}>{'x'}</ui5-li> [\"i\", \"'x'\"]",
                "<div title=\"it's\">Don't {items.map((i) => <ui5-li key={i}>{'x'}</ui5-li>)}<br/></div> [\"items.map((i) => <ui5-li key={i}>{'x'}</ui5-li>)\"]",
                "'y'",
            ]
        );
        assert_eq!(literals("f(<>'a'<b/></>, 'c')"), ["<>'a'<b/></> []", "'c'"]);
    }

    #[test]
    fn takes_a_comparison_or_a_type_parameter_for_no_jsx() {
        assert_eq!(literals("x = 1<<shift; y = a <b; z = 'q'"), ["'q'"]);
        // JSX that never ends is read again as code, with no JSX after it.
        assert_eq!(literals("const f = <T,>(x: T) => x;\nquery('ui5-badge'); g = <a>{'b'}</a>"), ["'ui5-badge'", "'b'"]);
    }
}
