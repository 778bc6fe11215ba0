//! Malformed markup: what can be read is converted, the rest kept, and each problem
//! reported where it is.

use super::{check_consistent, markup, notes};

#[test]
fn reports_a_component_never_closed_and_still_renames_it() {
    let conversion = markup("<div>\n<ui5-badge>New\n</div>\n<ui5-label>x");
    assert_eq!(conversion.output, "<div>\n<ui5-tag>New\n</div>\n<ui5-label>x");
    assert_eq!(
        notes(&conversion),
        [
            "2:2 Changed `ui5-badge` is `ui5-tag` in 2.x: renamed.",
            "2:2 ByHand `<ui5-badge>` is not closed before `</div>`: close it where it ends.",
            "4:2 ByHand `<ui5-label>` is never closed: close it where it ends.",
        ]
    );
}

#[test]
fn reports_a_stray_end_tag_and_renames_it_for_a_start_tag_elsewhere() {
    let conversion = markup("<p>a</p></ui5-badge></ui5-label></span>");
    assert_eq!(conversion.output, "<p>a</p></ui5-tag></ui5-label></span>");
    assert_eq!(
        notes(&conversion),
        [
            "1:11 ByHand `</ui5-badge>` closes no open element: renamed to `</ui5-tag>`; check the markup around it.",
            "1:23 ByHand `</ui5-label>` closes no open element: check the markup around it.",
        ]
    );
}

#[test]
fn converts_unquoted_attributes() {
    let conversion = markup("<ui5-popover placement-type=Left open><ui5-button icon=add icon-end>x</ui5-button></ui5-popover>");
    assert_eq!(conversion.output, "<ui5-popover placement=Start open><ui5-button end-icon=add>x</ui5-button></ui5-popover>");
}

#[test]
fn keeps_the_rest_after_a_quote_never_closed() {
    let input = "<ui5-badge>a</ui5-badge>\n<ui5-button design=\"Emphasized>Go</ui5-button>\n<ui5-badge>b</ui5-badge>";
    let conversion = markup(input);
    assert_eq!(conversion.output, "<ui5-tag>a</ui5-tag>\n<ui5-button design=\"Emphasized>Go</ui5-button>\n<ui5-badge>b</ui5-badge>");
    assert_eq!(notes(&conversion)[1], "2:20 ByHand This quote is never closed: the rest of the text is left as is.");
    assert_eq!(notes(&conversion).len(), 2);
}

#[test]
fn keeps_the_rest_after_a_comment_never_closed() {
    let input = "<ui5-badge>a</ui5-badge> <!-- <ui5-badge>b</ui5-badge>";
    let conversion = markup(input);
    assert_eq!(conversion.output, "<ui5-tag>a</ui5-tag> <!-- <ui5-badge>b</ui5-badge>");
    assert_eq!(notes(&conversion)[1], "1:26 ByHand This comment is never closed: the rest of the text is left as is.");
}

#[test]
fn leaves_a_tag_cut_off_at_the_end_as_it_is() {
    let conversion = markup("<ui5-badge>a</ui5-badge>\n  <ui5-badge color-scheme=\"1\"");
    assert_eq!(conversion.output, "<ui5-tag>a</ui5-tag>\n  <ui5-badge color-scheme=\"1\"");
    assert_eq!(notes(&conversion)[1], "2:3 ByHand This tag is cut off at the end of the text: left as is.");
    assert_eq!(notes(&markup("<p></ui5-badge")), ["1:4 ByHand This tag is cut off at the end of the text: left as is."]);
}

#[test]
fn converts_a_script_never_closed_to_the_end() {
    let input = "<p>x</p>\n<script>\ndocument.createElement('ui5-badge');\n";
    let conversion = markup(input);
    assert_eq!(conversion.output, "<p>x</p>\n<script>\ndocument.createElement('ui5-tag');\n");
    assert_eq!(
        notes(&conversion),
        [
            "2:2 ByHand `<script>` is never closed: the rest of the text is read as its content.",
            "3:25 Changed `ui5-badge` is `ui5-tag` in 2.x: renamed.",
        ]
    );
}

#[test]
fn counts_columns_in_characters() {
    let input = "<p>Überprüfung – 🎉</p><ui5-badge>x</ui5-badge>";
    let conversion = markup(input);
    assert_eq!(notes(&conversion), ["1:24 Changed `ui5-badge` is `ui5-tag` in 2.x: renamed."]);
    check_consistent(input, &conversion).unwrap();
}

#[test]
fn takes_a_lone_lt_and_odd_markup_as_text() {
    let input = "a < b <3 <> </> <!> <?php ?> <ui5-badge>x</ui5-badge>";
    let conversion = markup(input);
    assert_eq!(conversion.output, input.replace("ui5-badge", "ui5-tag"));
}
