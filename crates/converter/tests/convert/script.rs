//! Scripts: modules, tag names in strings, listeners, markup in templates, and
//! scripts inside markup.

use super::{kinds, markup, notes, script};
use site_converter::NoteKind;

#[test]
fn changes_module_specifiers_wherever_a_module_is_named() {
    let input = r#"import "@ui5/webcomponents/dist/Badge.js";
import Badge from '@ui5/webcomponents/dist/Badge.js';
const lazy = () => import("@ui5/webcomponents/dist/Badge.js");
require("@ui5/webcomponents/dist/Badge.js");
export { default } from "@ui5/webcomponents/dist/Badge.js";
"#;
    let conversion = script(input);
    assert_eq!(conversion.output, input.replace("Badge.js", "Tag.js"));
    assert_eq!(conversion.notes.len(), 5);
    assert_eq!(
        notes(&conversion)[1],
        "2:20 Changed `@ui5/webcomponents/dist/Badge.js` is `@ui5/webcomponents/dist/Tag.js` in 2.x: changed."
    );
}

#[test]
fn keeps_a_module_2x_drops_and_says_what_to_do() {
    let input = "import '@ui5/webcomponents-fiori/dist/UploadCollection.js';\nimport \"@ui5/webcomponents-base/dist/features/InputElementsFormSupport.js\";";
    let conversion = script(input);
    assert_eq!(conversion.output, input);
    assert_eq!(
        notes(&conversion),
        [
            "1:9 ByHand 2.x has no module `@ui5/webcomponents-fiori/dist/UploadCollection.js`: Build the list with `ui5-list`.",
            "2:9 ByHand 2.x has no module `@ui5/webcomponents-base/dist/features/InputElementsFormSupport.js`: import what replaces it by hand.",
        ]
    );
}

#[test]
fn renames_tag_names_in_strings_as_whole_words() {
    let input = r#"document.createElement("ui5-badge");
el.querySelectorAll('ui5-list ui5-li-groupheader, ui5-badge.cls > span');
const css = "my-ui5-badge ui5-badge-like .ui5-badge #ui5-badge ui5-content-density-compact";
"#;
    let conversion = script(input);
    assert_eq!(
        conversion.output,
        r#"document.createElement("ui5-tag");
el.querySelectorAll('ui5-list ui5-li-group, ui5-tag.cls > span');
const css = "my-ui5-badge ui5-badge-like .ui5-badge #ui5-badge ui5-content-density-compact";
"#
    );
    assert_eq!(kinds(&conversion), [NoteKind::Changed, NoteKind::Changed, NoteKind::ByHand, NoteKind::Changed], "{:#?}", conversion.notes);
}

#[test]
fn asks_for_a_hand_with_a_tag_2x_does_not_have() {
    let conversion = script("customElements.whenDefined('ui5-upload-collection')");
    assert_eq!(notes(&conversion), ["1:29 ByHand 2.x has no `ui5-upload-collection`: Use a `ui5-list` with an upload button of your own."]);
}

#[test]
fn renames_the_event_a_listener_is_added_or_removed_for() {
    let input = "dialog.addEventListener(\"after-open\", onOpen);\ndialog.removeEventListener( `after-close`, onClose);\nlist.addEventListener('item-close', f);\nlog('after-open');";
    let conversion = script(input);
    assert_eq!(
        conversion.output,
        "dialog.addEventListener(\"open\", onOpen);\ndialog.removeEventListener( `close`, onClose);\nlist.addEventListener('item-close', f);\nlog('after-open');"
    );
    assert_eq!(
        notes(&conversion),
        [
            "1:26 Changed The `after-open` event is `open` in 2.x: renamed.",
            "2:30 Changed The `after-close` event is `close` in 2.x: renamed.",
            "3:24 ByHand 2.x fires no `item-close` event: Listen for `item-delete` instead.",
        ]
    );
}

#[test]
fn leaves_comments_regular_expressions_and_code_alone() {
    let input = "// import '@ui5/webcomponents/dist/Badge.js'\n/* 'ui5-badge' */\nconst re = /'ui5-badge'/;\nconst ui5_badge = a / b / 'ui5-badge'.length;\n";
    let conversion = script(input);
    assert_eq!(conversion.output, input.replacen("'ui5-badge'.length", "'ui5-tag'.length", 1));
    assert_eq!(conversion.notes.len(), 1);
}

#[test]
fn converts_markup_in_templates_with_their_substitutions_untouched() {
    let input = "render() {\n  return html`<ui5-popover placement-type=\"Left\" @after-open=${() => this.opened(a > b ? \"<x>\" : '')}>\n    ${this.items.map((item) => html`<ui5-badge color-scheme=${item.scheme}>${item.text}</ui5-badge>`)}\n  </ui5-popover>`;\n}";
    let conversion = script(input);
    assert_eq!(
        conversion.output,
        "render() {\n  return html`<ui5-popover placement=\"Start\" @open=${() => this.opened(a > b ? \"<x>\" : '')}>\n    ${this.items.map((item) => html`<ui5-tag color-scheme=${item.scheme}>${item.text}</ui5-tag>`)}\n  </ui5-popover>`;\n}"
    );
    assert_eq!(
        notes(&conversion),
        [
            "2:28 Changed `placement-type` is `placement` in 2.x: renamed.",
            "2:44 Changed The `placement-type` value `Left` is `Start` in 2.x: changed.",
            "2:51 Changed The `after-open` event is `open` in 2.x: renamed.",
            "3:38 Changed `ui5-badge` is `ui5-tag` in 2.x: renamed.",
        ]
    );
}

#[test]
fn converts_markup_in_plain_strings_and_templates() {
    let conversion = script("el.innerHTML = '<ui5-badge>New</ui5-badge>';\nel.innerHTML = `<ui5-icon interactive></ui5-icon>`;");
    assert_eq!(conversion.output, "el.innerHTML = '<ui5-tag>New</ui5-tag>';\nel.innerHTML = `<ui5-icon mode=\"Interactive\"></ui5-icon>`;");
}

#[test]
fn converts_scripts_inside_markup_at_their_place_in_the_page() {
    let input = "<ui5-badge>x</ui5-badge>\n<script type=\"module\">\n  import \"@ui5/webcomponents/dist/Badge.js\";\n  document.querySelector(\"ui5-badge\").addEventListener(\"after-open\", f);\n</script>\n<script>const b = '<ui5-badge></ui5-badge>';</script>";
    let conversion = markup(input);
    assert_eq!(
        conversion.output,
        "<ui5-tag>x</ui5-tag>\n<script type=\"module\">\n  import \"@ui5/webcomponents/dist/Tag.js\";\n  document.querySelector(\"ui5-tag\").addEventListener(\"open\", f);\n</script>\n<script>const b = '<ui5-tag></ui5-tag>';</script>"
    );
    let places: Vec<String> = notes(&conversion).iter().map(|note| note.split(' ').next().unwrap().to_string()).collect();
    assert_eq!(places, ["1:2", "3:11", "4:27", "4:57", "6:21"]);
}

#[test]
fn leaves_scripts_of_other_types_alone() {
    let input = "<script type=\"importmap\">{\"imports\": {\"@ui5/webcomponents/dist/Badge.js\": \"./Badge.js\"}}</script>\n<script type=\"text/template\"><ui5-badge></ui5-badge></script>\n<style>ui5-badge { color: red }</style><textarea><ui5-badge></textarea>";
    let conversion = markup(input);
    assert_eq!(conversion.output, input);
    assert!(conversion.notes.is_empty());
}

#[test]
fn converts_components_in_jsx_with_their_expressions_untouched() {
    let input = r#"export function Panel({ items, rest }) {
  return (
    <ui5-popover placement-type="Left" open={a > b} {...rest}>
      {items.map((item) => <ui5-badge key={item.id} color-scheme="2">{item.text}</ui5-badge>)}
      <p>Don't worry, it's fine.</p>
    </ui5-popover>
  );
}
const id = <T,>(x: T) => x;
"#;
    let conversion = script(input);
    assert_eq!(
        conversion.output,
        input.replace("placement-type=\"Left\"", "placement=\"Start\"").replace("ui5-badge", "ui5-tag"),
        "{:#?}",
        conversion.notes
    );
    assert_eq!(kinds(&conversion), [NoteKind::Changed; 3]);
}
