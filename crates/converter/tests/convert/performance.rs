//! A megabyte converts in well under a second, whatever its shape: the work grows
//! with the input's length, not with its nesting, its notes or what is left open.

use super::{check_consistent, rules};
use site_converter::{convert, SourceKind};
use std::time::{Duration, Instant};

/// The longest a megabyte may take: a quadratic step would take minutes. Tests built
/// without optimisation run several times slower.
fn limit() -> Duration {
    Duration::from_millis(if cfg!(debug_assertions) { 5_000 } else { 500 })
}

/// `piece` repeated to a megabyte.
fn megabyte(piece: &str) -> String {
    piece.repeat((1 << 20) / piece.len() + 1)
}

fn assert_fast(what: &str, input: &str, kind: SourceKind) {
    let rules = rules();
    let started = Instant::now();
    let conversion = convert(input, kind, &rules);
    let elapsed = started.elapsed();
    assert!(elapsed < limit(), "{what}: {elapsed:?} for {} bytes", input.len());
    check_consistent(input, &conversion).unwrap();
}

#[test]
fn a_megabyte_of_markup_in_well_under_a_second() {
    let sample = "<ui5-card>\n  <ui5-button icon=\"home\" icon-end design=\"Emphasized\" slot=\"action\">Go</ui5-button>\n  <!-- a comment -->\n  <ui5-badge color-scheme=\"2\">New</ui5-badge> <ui5-title>T</ui5-title>\n  <ui5-list mode=\"SingleSelect\"><ui5-li>Apple</ui5-li></ui5-list>\n</ui5-card>\n<script>document.querySelector('ui5-badge').addEventListener('after-open', () => {});</script>\n";
    assert_fast("samples", &megabyte(sample), SourceKind::Markup);
}

#[test]
fn deep_nesting_and_stray_end_tags_stay_linear() {
    let mut input = "<div>".repeat(100_000);
    input.push_str(&"</span></ui5-badge>".repeat(30_000));
    input.push_str(&"</div>".repeat(100_000));
    assert_fast("nesting", &input, SourceKind::Markup);
    assert_fast("unclosed components", &megabyte("<ui5-card><p>"), SourceKind::Markup);
}

#[test]
fn a_tag_with_many_attributes_stays_linear() {
    for (tag, attribute) in
        [("ui5-button", " icon-end"), ("ui5-icon", " interactive"), ("ui5-title", " x"), ("ui5-popover", " placement-type=Left")]
    {
        let input = format!("<{tag}{}></{tag}>", attribute.repeat((1 << 20) / attribute.len()));
        assert_fast(tag, &input, SourceKind::Markup);
    }
}

#[test]
fn many_notes_on_one_line_stay_linear() {
    assert_fast("notes", &megabyte("<ui5-nothing a=b>"), SourceKind::Markup);
    assert_fast("tag names", &megabyte("'ui5-badge ui5-li-groupheader' + "), SourceKind::Script);
}

#[test]
fn what_is_left_open_is_read_once() {
    for (what, start) in [("comment", "<!--"), ("quote", "<a b=\""), ("script", "<script>"), ("cdata", "<![CDATA[")] {
        let input = format!("{start}{}", megabyte("</scrip <ui5-badge> ]]> -- "));
        assert_fast(what, &input, SourceKind::Markup);
    }
}

#[test]
fn nested_templates_and_unclosed_literals_stay_linear() {
    assert_fast(
        "templates",
        &megabyte("html`<ui5-badge>${ x.map(() => html`<ui5-li>${'ui5-badge'}</ui5-li>`) }</ui5-badge>`;\n"),
        SourceKind::Script,
    );
    assert_fast("open templates", &megabyte("`${"), SourceKind::Script);
    assert_fast("regular expressions", &megabyte("x = /'[/]\" / 2;\n"), SourceKind::Script);
}

#[test]
fn deep_templates_and_jsx_read_each_byte_once() {
    let depth = 20_000;
    let templates = format!("{}x{}", "html`<ui5-badge a=${b}>${".repeat(depth), "}</ui5-badge>`".repeat(depth));
    assert_fast("deep templates", &templates, SourceKind::Script);
    let jsx = format!("x = {}'ui5-badge'{}", "<ui5-badge a={b}>{".repeat(depth), "}</ui5-badge>".repeat(depth));
    assert_fast("deep jsx", &jsx, SourceKind::Script);
}

#[test]
fn jsx_is_read_at_most_twice() {
    assert_fast("jsx", &megabyte("x = <div>{items.map((i) => <ui5-badge key={i}>{'ui5-badge'}</ui5-badge>)}</div>;\n"), SourceKind::Script);
    assert_fast("jsx never closed", &megabyte("x = <a>{ (<b>{ 'ui5-badge' "), SourceKind::Script);
}
