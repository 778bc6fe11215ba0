//! Code highlighting at build time: tokens become `hl-*` classes, coloured by a
//! stylesheet generated here for the light and the dark colour mode.

use std::sync::OnceLock;
use syntect::highlighting::{Color, Theme};
use syntect::html::{css_for_theme_with_class_style, ClassStyle, ClassedHTMLGenerator};
use syntect::parsing::{SyntaxReference, SyntaxSet};
use syntect::util::LinesWithEndings;
use two_face::theme::EmbeddedThemeName;

const CLASS_STYLE: ClassStyle = ClassStyle::SpacedPrefixed { prefix: "hl-" };

fn syntaxes() -> &'static SyntaxSet {
    static SET: OnceLock<SyntaxSet> = OnceLock::new();
    SET.get_or_init(two_face::syntax::extra_newlines)
}

/// Starts loading the syntax definitions on another thread, so the first page
/// rendered does not wait for them.
pub fn warm_up() {
    std::thread::spawn(|| {
        syntaxes();
    });
}

/// The label shown on a code block for a fence language (`js` -> `JS`).
pub fn language_label(lang: &str) -> String {
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
    let token = match lang {
        "js" | "javascript" | "mjs" | "cjs" => "js",
        "ts" | "typescript" | "mts" => "ts",
        "sh" | "shell" | "console" | "zsh" => "bash",
        "hbs" | "handlebars" => "html",
        "vue" => "vue",
        other => other,
    };
    set.find_syntax_by_token(token).or_else(|| set.find_syntax_by_name(lang))
}

/// Highlighted HTML for `code` (escaped, one span per token); plain escaped text if
/// the language is unknown.
pub fn highlight(code: &str, lang: &str) -> String {
    let Some(syntax) = find_syntax(lang) else {
        return crate::markdown::escape_html(code);
    };
    let mut generator = ClassedHTMLGenerator::new_with_class_style(syntax, syntaxes(), CLASS_STYLE);
    for line in LinesWithEndings::from(code) {
        if generator.parse_html_for_line_which_includes_newline(line).is_err() {
            return crate::markdown::escape_html(code);
        }
    }
    generator.finalize()
}

/// Whether a fence language is one the highlighter knows.
pub fn knows_language(lang: &str) -> bool {
    matches!(lang, "" | "text" | "txt" | "plain") || find_syntax(lang).is_some()
}

/// The stylesheet for highlighted code: light colours, and dark colours under
/// `[data-theme="dark"]`.
pub fn stylesheet() -> String {
    let themes = two_face::theme::extra();
    let light = theme_css(&readable(themes.get(EmbeddedThemeName::OneHalfLight)), "");
    let dark = theme_css(&readable(themes.get(EmbeddedThemeName::OneHalfDark)), "[data-theme=\"dark\"] ");
    format!("{light}\n{dark}")
}

fn theme_css(theme: &Theme, scope: &str) -> String {
    let css = strip_comments(&css_for_theme_with_class_style(theme, CLASS_STYLE).unwrap_or_default());
    if scope.is_empty() {
        return css;
    }
    // Prefix every selector of every rule with the scope.
    let mut scoped = String::with_capacity(css.len() * 2);
    for rule in css.split_inclusive('}') {
        match rule.find('{') {
            Some(brace) => {
                let (selectors, body) = rule.split_at(brace);
                let selectors: Vec<String> = selectors
                    .split(',')
                    .map(str::trim)
                    .filter(|s| !s.is_empty())
                    .map(|s| format!("{scope}{s}"))
                    .collect();
                scoped.push_str(&selectors.join(", "));
                scoped.push(' ');
                scoped.push_str(body);
                scoped.push('\n');
            }
            None => scoped.push_str(rule),
        }
    }
    scoped
}

/// WCAG AA contrast for normal text.
const MIN_CONTRAST: f64 = 4.5;

/// The theme with every token colour darkened (on a light background) or lightened
/// (on a dark one) until it reads against the background at WCAG AA contrast.
fn readable(theme: &Theme) -> Theme {
    let mut theme = theme.clone();
    let Some(background) = theme.settings.background else { return theme };
    let adjust = |color: &mut Option<Color>| {
        if let Some(c) = color {
            *c = with_contrast(*c, background);
        }
    };
    adjust(&mut theme.settings.foreground);
    for item in &mut theme.scopes {
        adjust(&mut item.style.foreground);
    }
    theme
}

fn with_contrast(color: Color, background: Color) -> Color {
    let target = if luminance(background) > 0.5 { 0.0 } else { 255.0 };
    let mut mixed = color;
    for step in 1..=20 {
        if contrast(mixed, background) >= MIN_CONTRAST {
            break;
        }
        let t = f64::from(step) / 20.0;
        let mix = |c: u8| (f64::from(c) * (1.0 - t) + target * t).round() as u8;
        mixed = Color { r: mix(color.r), g: mix(color.g), b: mix(color.b), a: color.a };
    }
    mixed
}

fn luminance(color: Color) -> f64 {
    let channel = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c <= 0.03928 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
    };
    0.2126 * channel(color.r) + 0.7152 * channel(color.g) + 0.0722 * channel(color.b)
}

fn contrast(a: Color, b: Color) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

fn strip_comments(css: &str) -> String {
    let mut out = String::with_capacity(css.len());
    let mut rest = css;
    while let Some(start) = rest.find("/*") {
        out.push_str(&rest[..start]);
        rest = rest[start..].find("*/").map_or("", |end| &rest[start + end + 2..]);
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn highlights_typescript_and_html() {
        assert!(highlight("const a: number = 1;\n", "ts").contains("hl-"));
        assert!(highlight("<ui5-button>Hi</ui5-button>\n", "html").contains("hl-entity"));
    }

    #[test]
    fn unknown_languages_are_escaped_text() {
        assert_eq!(highlight("<b>", "no-such-language"), "&lt;b&gt;");
    }

    #[test]
    fn token_colours_reach_aa_contrast_in_both_modes() {
        let themes = two_face::theme::extra();
        for name in [EmbeddedThemeName::OneHalfLight, EmbeddedThemeName::OneHalfDark] {
            let theme = readable(themes.get(name));
            let background = theme.settings.background.unwrap();
            for item in &theme.scopes {
                if let Some(foreground) = item.style.foreground {
                    assert!(contrast(foreground, background) >= MIN_CONTRAST, "{name:?}: {foreground:?}");
                }
            }
        }
    }

    #[test]
    fn dark_rules_are_scoped() {
        let css = stylesheet();
        assert!(css.contains("[data-theme=\"dark\"] .hl-"));
    }
}
