//! Code highlighting at build time. syntect parses the code into scopes; each token
//! gets one short class for its kind (`hl-k` keyword, `hl-s` string, ...), which the
//! site's stylesheet colours for the light and the dark mode. One class per token
//! keeps the markup small, and the palette lives with the rest of the site's design.

use std::sync::OnceLock;
use syntect::easy::ScopeRangeIterator;
use syntect::parsing::{ParseState, Scope, ScopeStack, SyntaxReference, SyntaxSet};
use syntect::util::LinesWithEndings;

use crate::escape::escape_html;
use site_model::class_names::HIGHLIGHT_TOKEN_PREFIX;

fn syntaxes() -> &'static SyntaxSet {
    static SET: OnceLock<SyntaxSet> = OnceLock::new();
    SET.get_or_init(two_face::syntax::extra_newlines)
}

/// Starts loading the syntax definitions on another thread, so the first page
/// rendered does not wait for them.
pub fn warm_up() {
    std::thread::spawn(|| {
        syntaxes();
        kinds();
    });
}

/// The label shown on a code block for a fence language (`js` -> `JS`).
pub(crate) fn language_label(lang: &str) -> String {
    match lang {
        "" | "text" | "txt" | "plain" => "Text".into(),
        "sh" | "bash" | "shell" | "zsh" | "console" => "Shell".into(),
        "js" | "javascript" | "mjs" => "JS".into(),
        "ts" | "typescript" => "TS".into(),
        "jsx" => "JSX".into(),
        "tsx" => "TSX".into(),
        "vue" => "Vue".into(),
        other => other.to_uppercase(),
    }
}

fn find_syntax(lang: &str) -> Option<&'static SyntaxReference> {
    let set = syntaxes();
    // The Babel grammar for all JavaScript: the set's plain "JavaScript" grammar loops
    // forever on a line as common as `x /* note */`, as syntect does not break cycles
    // of rules that `set` each other without consuming text (trishume/syntect#706).
    if matches!(lang, "js" | "javascript" | "mjs" | "cjs" | "jsx") {
        return set.find_syntax_by_name("JavaScript (Babel)");
    }
    let token = match lang {
        "ts" | "typescript" | "mts" => "ts",
        "sh" | "shell" | "console" | "zsh" => "bash",
        "hbs" | "handlebars" => "html",
        other => other,
    };
    set.find_syntax_by_token(token).or_else(|| set.find_syntax_by_name(lang))
}

/// Whether a fence language is one the highlighter knows.
pub(crate) fn knows_language(lang: &str) -> bool {
    matches!(lang, "" | "text" | "txt" | "plain") || find_syntax(lang).is_some()
}

/// Token kinds by scope prefix, most specific first; the innermost scope of a token
/// that matches decides. `None` leaves the token plain.
fn kinds() -> &'static [(Scope, Option<&'static str>)] {
    static KINDS: OnceLock<Vec<(Scope, Option<&'static str>)>> = OnceLock::new();
    KINDS.get_or_init(|| {
        [
            ("comment", Some("c")),
            ("punctuation.definition.comment", Some("c")),
            ("string", Some("s")),
            ("constant.other.color", Some("n")),
            ("constant", Some("n")),
            ("keyword.operator", None),
            ("keyword", Some("k")),
            ("storage", Some("k")),
            ("variable.language", Some("k")),
            ("entity.name.tag", Some("t")),
            ("punctuation.definition.tag", Some("t")),
            ("entity.other.attribute-name", Some("a")),
            ("entity.name.function", Some("f")),
            ("variable.function", Some("f")),
            ("support.function", Some("f")),
            ("entity.name.type", Some("y")),
            ("entity.name.class", Some("y")),
            ("entity.other.inherited-class", Some("y")),
            ("support.type.property-name", Some("p")),
            ("meta.object-literal.key", Some("p")),
            ("meta.mapping.key", Some("p")),
            ("support.type", Some("y")),
            ("support.class", Some("y")),
            ("entity.name.section", Some("k")),
            ("markup.heading", Some("k")),
            ("markup.inserted", Some("s")),
            ("markup.deleted", Some("t")),
            ("variable.parameter", Some("v")),
            ("variable.other.constant", Some("v")),
        ]
        .into_iter()
        .map(|(prefix, kind)| (Scope::new(prefix).expect("scope"), kind))
        .collect()
    })
}

fn kind_of(stack: &ScopeStack) -> Option<&'static str> {
    for scope in stack.as_slice().iter().rev() {
        if let Some((_, kind)) = kinds().iter().find(|(prefix, _)| prefix.is_prefix_of(*scope)) {
            return *kind;
        }
    }
    None
}

/// Lines longer than this many characters are shown as plain text. The grammars'
/// patterns can rescan the rest of a line at every token, so the cost of a line
/// grows with the square of its length (20,000 characters of minified JavaScript
/// took seconds); with the limit, the cost of a block stays linear in its length.
pub(crate) const MAX_HIGHLIGHTED_LINE: usize = 1_000;

/// The lines of `code` that a highlighted language leaves plain for their length:
/// (0-based index, length in characters).
pub(crate) fn overlong_lines<'c>(code: &'c str, lang: &str) -> impl Iterator<Item = (usize, usize)> + 'c {
    let highlighted = find_syntax(lang).is_some();
    code.lines().map(|line| line.chars().count()).enumerate().filter(move |(_, length)| highlighted && *length > MAX_HIGHLIGHTED_LINE)
}

fn is_overlong(line_with_ending: &str) -> bool {
    line_with_ending.trim_end_matches(['\n', '\r']).chars().count() > MAX_HIGHLIGHTED_LINE
}

/// Highlighted HTML for `code` (escaped, with a span per run of tokens of one kind);
/// plain escaped text if the language is unknown. A line longer than
/// [`MAX_HIGHLIGHTED_LINE`] is plain text, and the lines after it are highlighted
/// as if the block started there.
pub(crate) fn highlight(code: &str, lang: &str) -> String {
    let Some(syntax) = find_syntax(lang) else {
        return escape_html(code);
    };
    let mut state = ParseState::new(syntax);
    let mut stack = ScopeStack::new();
    let mut html = String::with_capacity(code.len() * 2);
    let mut open: Option<&'static str> = None;
    for line in LinesWithEndings::from(code) {
        if is_overlong(line) {
            if open.take().is_some() {
                html.push_str("</span>");
            }
            html.push_str(&escape_html(line));
            state = ParseState::new(syntax);
            stack = ScopeStack::new();
            continue;
        }
        let Ok(ops) = state.parse_line(line, syntaxes()) else {
            return escape_html(code);
        };
        for (range, op) in ScopeRangeIterator::new(&ops, line) {
            if stack.apply(op).is_err() {
                return escape_html(code);
            }
            let text = &line[range];
            if text.is_empty() {
                continue;
            }
            // Whitespace joins the run it is in, so runs are not split needlessly.
            let kind = if text.trim().is_empty() { open } else { kind_of(&stack) };
            if kind != open {
                if open.is_some() {
                    html.push_str("</span>");
                }
                if let Some(kind) = kind {
                    html.push_str("<span class=\"");
                    html.push_str(HIGHLIGHT_TOKEN_PREFIX);
                    html.push_str(kind);
                    html.push_str("\">");
                }
                open = kind;
            }
            html.push_str(&escape_html(text));
        }
    }
    if open.is_some() {
        html.push_str("</span>");
    }
    html
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_get_one_class_for_their_kind() {
        let html = highlight("// note\nconst label = \"Save\";\n", "js");
        assert!(html.contains("<span class=\"hl-c\">// note"), "{html}");
        assert!(html.contains("<span class=\"hl-k\">const "), "{html}");
        assert!(html.contains("<span class=\"hl-s\">&quot;Save&quot;</span>"), "{html}");
    }

    #[test]
    fn markup_tags_and_attributes_are_told_apart() {
        let html = highlight("<ui5-button design=\"Emphasized\">Go</ui5-button>\n", "html");
        assert!(html.contains("<span class=\"hl-t\">&lt;ui5-button "), "{html}");
        assert!(html.contains("<span class=\"hl-a\">design</span>"), "{html}");
        assert!(html.contains("Go"), "{html}");
    }

    #[test]
    fn the_text_is_kept_exactly() {
        let code = "interface A { b?: number }\nconst x: A = { b: 1 } // ok\n";
        let html = highlight(code, "ts");
        let text = html
            .replace("<span class=\"hl-", "\u{0}")
            .split('\u{0}')
            .map(|part| part.split_once("\">").map_or(part, |(_, rest)| rest))
            .collect::<String>()
            .replace("</span>", "");
        assert_eq!(text.replace("&gt;", ">").replace("&lt;", "<").replace("&quot;", "\""), code);
    }

    #[test]
    fn overlong_lines_are_plain_text_and_cost_linear_time() {
        // Tags are a worst case of the JavaScript grammar: each doubling of the line
        // took four times as long, this one 45 s. Plain text takes microseconds.
        let long = "<a>".repeat(33_000);
        let code = format!("const a = 1;\n{long}\nconst b = \"<b>\";\n");
        let started = std::time::Instant::now();
        let html = highlight(&code, "js");
        assert!(started.elapsed() < std::time::Duration::from_secs(10), "took {:?}", started.elapsed());
        assert!(html.contains(&format!("\n{}\n", escape_html(&long))), "the long line is kept, unhighlighted");
        assert!(html.starts_with("<span class=\"hl-k\">const"), "{}", &html[..80]);
        assert!(html.ends_with("<span class=\"hl-s\">&quot;&lt;b&gt;&quot;</span>;\n"), "the next line is highlighted afresh");
        assert_eq!(overlong_lines(&code, "js").collect::<Vec<_>>(), [(1, 99_000)]);
        assert_eq!(overlong_lines(&code, "text").count(), 0, "plain text is never highlighted");
        let at_limit = format!("const {}\r\n", "a".repeat(MAX_HIGHLIGHTED_LINE - 6));
        assert_eq!(overlong_lines(&at_limit, "js").count(), 0);
        assert!(highlight(&at_limit, "js").starts_with("<span class=\"hl-k\">const"), "a line at the limit is highlighted");
    }

    #[test]
    fn a_comment_after_an_expression_is_highlighted_without_hanging() {
        for lang in ["js", "jsx", "ts", "tsx"] {
            let (send, receive) = std::sync::mpsc::channel();
            std::thread::spawn(move || send.send(highlight("const a = x /* note */;\nx /*\n", lang)));
            let html = receive.recv_timeout(std::time::Duration::from_secs(30)).unwrap_or_else(|_| panic!("{lang} highlighting ends"));
            assert!(html.contains("<span class=\"hl-c\">/* note */</span>"), "{lang}: {html}");
        }
    }

    #[test]
    fn unknown_languages_are_escaped_text() {
        assert_eq!(highlight("<b>", "no-such-language"), "&lt;b&gt;");
        assert!(knows_language("tsx") && knows_language("vue") && knows_language("sh"));
    }
}
