//! Markup: each kind of rule, and every byte kept that has no reason to change.

use super::{check_consistent, kinds, markup, notes};
use site_converter::{convert, NoteKind, Rules, SourceKind};

#[test]
fn renames_a_component_in_its_start_and_end_tags() {
    let conversion = markup("<div>\n  <ui5-badge color-scheme=\"2\">New</ui5-badge>\n</div>");
    assert_eq!(conversion.output, "<div>\n  <ui5-tag color-scheme=\"2\">New</ui5-tag>\n</div>");
    assert_eq!(notes(&conversion), ["2:4 Changed `ui5-badge` is `ui5-tag` in 2.x: renamed."]);
    assert_eq!(conversion.edits.len(), 2);
    check_consistent("", &convert("", SourceKind::Markup, &super::rules())).unwrap();
}

#[test]
fn reads_tag_and_attribute_names_in_any_case() {
    let conversion = markup("<UI5-Badge COLOR-SCHEME=2>x</UI5-BADGE>");
    assert_eq!(conversion.output, "<ui5-tag COLOR-SCHEME=2>x</ui5-tag>");
    let conversion = markup("<ui5-popover Placement-Type='Left'></ui5-popover>");
    assert_eq!(conversion.output, "<ui5-popover placement='Start'></ui5-popover>");
}

#[test]
fn tells_a_2x_component_from_an_unknown_tag() {
    let conversion = markup("<ui5-dynamic-page></ui5-dynamic-page><ui5-buton></ui5-buton>");
    assert_eq!(conversion.output, "<ui5-dynamic-page></ui5-dynamic-page><ui5-buton></ui5-buton>");
    assert_eq!(
        notes(&conversion),
        [
            "1:2 Info `ui5-dynamic-page` is already a 2.x component: left as is.",
            "1:39 ByHand `ui5-buton` is not a component of 1.24: check its name.",
        ]
    );
}

#[test]
fn keeps_a_component_2x_does_not_have_and_says_what_to_do() {
    let input = "<ui5-upload-collection id=\"u\" slot=\"x\"></ui5-upload-collection>";
    let conversion = markup(input);
    assert_eq!(conversion.output, input);
    assert_eq!(notes(&conversion), ["1:2 ByHand 2.x has no `ui5-upload-collection`: Use a `ui5-list` with an upload button of your own."]);

    let mut rules: Rules = super::rules();
    rules.tags.get_mut("ui5-upload-collection").unwrap().by_hand = None;
    let conversion = convert(input, SourceKind::Markup, &rules);
    assert_eq!(notes(&conversion), ["1:2 ByHand 2.x has no `ui5-upload-collection` component: replace it by hand."]);
}

#[test]
fn renames_and_asks_for_a_hand_when_the_rule_says_both() {
    let conversion = markup("<ui5-list><ui5-li-groupheader>Fruit</ui5-li-groupheader><ui5-li>Apple</ui5-li></ui5-list>");
    assert_eq!(conversion.output, "<ui5-list><ui5-li-group>Fruit</ui5-li-group><ui5-li>Apple</ui5-li></ui5-list>");
    assert_eq!(
        notes(&conversion),
        [
            "1:12 Changed `ui5-li-groupheader` is `ui5-li-group` in 2.x: renamed.",
            "1:12 ByHand `ui5-li-groupheader` needs a hand: Put the group's items inside it.",
        ]
    );
}

#[test]
fn moves_the_value_of_the_attribute_a_boolean_names_and_drops_the_boolean() {
    let conversion = markup("<ui5-button\n    icon-end\n    icon='home'>Go</ui5-button>");
    assert_eq!(conversion.output, "<ui5-button\n    end-icon='home'>Go</ui5-button>");
    assert_eq!(notes(&conversion), ["2:5 Changed `icon-end` with `icon` is `end-icon` in 2.x: `icon` renamed and `icon-end` removed."]);

    // Either order; the moved attribute's own rule does not apply to it any more.
    let conversion = markup("<ui5-button icon=\"home\" design=\"Emphasized\" icon-end>Go</ui5-button>");
    assert_eq!(conversion.output, "<ui5-button end-icon=\"home\" design=\"Emphasized\">Go</ui5-button>");
    assert_eq!(kinds(&conversion), [NoteKind::Changed]);
}

#[test]
fn drops_a_boolean_that_had_nothing_to_move() {
    let conversion = markup("<ui5-button icon-end>Go</ui5-button>");
    assert_eq!(conversion.output, "<ui5-button>Go</ui5-button>");
    assert_eq!(notes(&conversion), ["1:13 Changed `icon-end` does nothing without `icon`, and 2.x has no such attribute: removed."]);
}

#[test]
fn replaces_a_boolean_with_the_attribute_and_value_it_sets() {
    let conversion = markup("<ui5-icon name=\"add\" interactive></ui5-icon>");
    assert_eq!(conversion.output, "<ui5-icon name=\"add\" mode=\"Interactive\"></ui5-icon>");
    assert_eq!(notes(&conversion), ["1:22 Changed `interactive` is `mode=\"Interactive\"` in 2.x: replaced."]);

    let input = "<ui5-icon interactive mode=\"Decorative\"></ui5-icon>";
    let conversion = markup(input);
    assert_eq!(conversion.output, input);
    assert_eq!(
        notes(&conversion),
        ["1:11 ByHand `interactive` is `mode=\"Interactive\"` in 2.x, but the element already has `mode`: merge the two by hand."]
    );
}

#[test]
fn renames_an_attribute_and_maps_its_value_keeping_the_quotes() {
    let conversion = markup("<ui5-popover id=p placement-type='Left' open></ui5-popover>");
    assert_eq!(conversion.output, "<ui5-popover id=p placement='Start' open></ui5-popover>");
    assert_eq!(
        notes(&conversion),
        [
            "1:19 Changed `placement-type` is `placement` in 2.x: renamed.",
            "1:35 Changed The `placement-type` value `Left` is `Start` in 2.x: changed.",
        ]
    );
    assert_eq!(markup("<ui5-list mode=MultiSelect></ui5-list>").output, "<ui5-list selection-mode=Multiple></ui5-list>");
}

#[test]
fn corrects_the_case_of_a_value_2x_takes_and_reports_one_it_does_not() {
    let conversion = markup("<ui5-button accessible-role=\"link\">Go</ui5-button>");
    assert_eq!(conversion.output, "<ui5-button accessible-role=\"Link\">Go</ui5-button>");
    assert_eq!(notes(&conversion), ["1:30 Changed The `accessible-role` value `link` is `Link` in 2.x: changed."]);

    let input = "<ui5-button design=\"Primary\">Go</ui5-button><ui5-button design>Go</ui5-button>";
    let conversion = markup(input);
    assert_eq!(conversion.output, input);
    let allowed = "`Default`, `Positive`, `Negative`, `Transparent`, `Emphasized` or `Attention`";
    assert_eq!(
        notes(&conversion),
        [
            format!("1:21 ByHand `Primary` is not a value of `design` in 2.x: use {allowed}."),
            format!("1:57 ByHand `design` has no value: 2.x takes {allowed}."),
        ]
    );
}

#[test]
fn leaves_values_written_by_templates_alone() {
    for input in [
        "<ui5-popover placement-type=\"${placement}\"></ui5-popover>",
        "<ui5-popover placement-type=\"{{placement}}\"></ui5-popover>",
        "<ui5-popover placement-type={placement}></ui5-popover>",
    ] {
        let conversion = markup(input);
        assert_eq!(conversion.output, input.replace("placement-type", "placement"), "{input}");
        assert_eq!(kinds(&conversion), [NoteKind::Changed], "{input}");
    }
}

#[test]
fn keeps_an_attribute_2x_does_not_have_and_says_so() {
    let input = "<ui5-popover allow-target-overlap horizontal-align=\"Left\"></ui5-popover>";
    let conversion = markup(input);
    assert_eq!(conversion.output, input);
    assert_eq!(
        notes(&conversion),
        [
            "1:14 ByHand 2.x has no `allow-target-overlap` attribute on `ui5-popover` (kept as is): Position the popover with CSS instead.",
            "1:35 ByHand 2.x has no `horizontal-align` attribute on `ui5-popover` (kept as is): remove it or replace it by hand.",
        ]
    );
}

#[test]
fn asks_for_a_hand_where_an_attribute_rule_has_advice() {
    let conversion = markup("<ui5-button icon=\"home\">Go</ui5-button>");
    assert_eq!(conversion.output, "<ui5-button icon=\"home\">Go</ui5-button>");
    assert_eq!(notes(&conversion), ["1:13 ByHand `icon` on `ui5-button` needs a hand: Check the icon's name in 2.x."]);
}

#[test]
fn tells_where_a_default_changes_unless_the_attribute_is_written() {
    let conversion = markup("<ui5-title>A</ui5-title><ui5-title wrapping-type=\"None\">B</ui5-title>");
    assert_eq!(
        notes(&conversion),
        ["1:2 Info `wrapping-type` of `ui5-title` defaults to `Normal` in 2.x, not `None`: write `wrapping-type=\"None\"` to keep 1.24's behaviour."]
    );
    assert!(conversion.edits.is_empty());
}

#[test]
fn renames_the_slots_children_name_by_the_component_around_them() {
    let input = "<ui5-card>\n<div slot=\"action\"><span slot=\"action\">x</span></div>\n<ui5-button slot='action'>Go</ui5-button>\n<img slot=action>\n</ui5-card>";
    let conversion = markup(input);
    assert_eq!(
        conversion.output,
        "<ui5-card>\n<div slot=\"header-action\"><span slot=\"header-action\">x</span></div>\n<ui5-button slot='header-action'>Go</ui5-button>\n<img slot=header-action>\n</ui5-card>"
    );
    assert!(notes(&conversion)[0].starts_with("2:12 Changed The `action` slot of `ui5-card` is `header-action` in 2.x: renamed."));

    // The nearest component decides: a button's children are not the card's.
    let input = "<ui5-card><ui5-label><b slot=\"action\">x</b></ui5-label><p slot=\"avatar\"></p><p slot=\"default\"></p></ui5-card>";
    let conversion = markup(input);
    assert_eq!(conversion.output, input);
    assert_eq!(
        notes(&conversion),
        [
            "1:65 ByHand `ui5-card` has no `avatar` slot in 2.x: Put the avatar in the header's `avatar` slot.",
            "1:86 ByHand The `default` slot of `ui5-card` needs a hand: Wrap the content in a `div`.",
        ]
    );
}

#[test]
fn keeps_every_byte_of_markup_with_nothing_to_change() {
    let input = "<!DOCTYPE html>\r\n<html><!-- <ui5-badge> in a comment -->\n<body class='a'  data-x=1>\n\t<ui5-label  for=\"x\"   show-colon>Ünïcödé 🎉</ui5-label>\n<br/><input disabled>\n<![CDATA[ <ui5-badge> ]]></body></html>\n";
    let conversion = markup(input);
    assert_eq!(conversion.output, input);
    assert!(conversion.edits.is_empty() && conversion.notes.is_empty());
}

#[test]
fn changes_only_the_bytes_that_change() {
    let input = "<p>a</p>\n<!-- keep -->\n<ui5-popover  data-a='1'\n\tplacement-type = \"Right\"   open\n>x</ui5-popover  >";
    let conversion = markup(input);
    assert_eq!(conversion.output, "<p>a</p>\n<!-- keep -->\n<ui5-popover  data-a='1'\n\tplacement = \"End\"   open\n>x</ui5-popover  >");
    let changed: Vec<&str> = conversion.edits.iter().map(|edit| &input[edit.start..edit.end]).collect();
    assert_eq!(changed, ["placement-type", "Right"]);
}

#[test]
fn with_no_rules_the_output_is_the_input() {
    let input = "<ui5-badge icon-end>x</ui5-badge><script>import '@ui5/webcomponents/dist/Badge.js'</script>";
    let conversion = convert(input, SourceKind::Markup, &Rules::default());
    assert_eq!(conversion.output, input);
    assert!(conversion.edits.is_empty());
    assert_eq!(kinds(&conversion), [NoteKind::ByHand]);
}

#[test]
fn closes_void_and_self_closed_elements_at_once() {
    let conversion = markup("<ui5-card><img><br><ui5-icon interactive/><input></ui5-card>");
    assert_eq!(conversion.output, "<ui5-card><img><br><ui5-icon mode=\"Interactive\"/><input></ui5-card>");
    assert_eq!(kinds(&conversion), [NoteKind::Changed]);
}

#[test]
fn renames_the_events_listened_for_with_at_attributes() {
    let conversion = markup("<ui5-dialog @after-open=\"onOpen\" @click=\"f\"></ui5-dialog><div @after-open=\"g\"></div>");
    assert_eq!(conversion.output, "<ui5-dialog @open=\"onOpen\" @click=\"f\"></ui5-dialog><div @after-open=\"g\"></div>");
    assert_eq!(notes(&conversion), ["1:14 Changed The `after-open` event is `open` in 2.x: renamed."]);
}
