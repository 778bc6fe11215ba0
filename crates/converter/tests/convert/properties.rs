//! Properties over generated input, with a fixed seed so that a run is repeatable:
//! no input makes the converter panic, the edits always make the output, and without
//! rules nothing changes.

use super::{check_consistent, rules};
use proptest::prelude::*;
use proptest::test_runner::RngSeed;
use site_converter::{convert, Rules, SourceKind};

fn config() -> ProptestConfig {
    ProptestConfig { cases: 512, rng_seed: RngSeed::Fixed(0x75_15_24), failure_persistence: None, ..ProptestConfig::default() }
}

/// Markup and script made of the pieces the converter reacts to, in any order:
/// tags cut anywhere, quotes and comments left open, scripts, templates.
fn tag_soup() -> impl Strategy<Value = String> {
    let pieces = [
        "<ui5-badge",
        "<UI5-Button",
        "<ui5-icon",
        "<ui5-card>",
        "<ui5-popover",
        "<ui5-upload-collection>",
        "<ui5-nothing>",
        "</ui5-badge>",
        "</ui5-card>",
        "</ui5-popover>",
        "</div>",
        "<div>",
        "<img>",
        " icon-end",
        " icon=\"home\"",
        " icon=home",
        " interactive",
        " mode='x'",
        " placement-type=Left",
        " placement-type=\"${p}\"",
        " slot=\"action\"",
        " slot='avatar'",
        " design",
        " @after-open=${f}",
        " ",
        "\n",
        "=",
        "\"",
        "'",
        "`",
        ">",
        "/>",
        "<!--",
        "-->",
        "<!",
        "<![CDATA[",
        "<script>",
        "<script type=importmap>",
        "</script>",
        "<style>",
        "import '@ui5/webcomponents/dist/Badge.js';",
        "addEventListener(",
        "'after-open'",
        "html`",
        "${",
        "}",
        "/",
        "//",
        "/*",
        "*/",
        "\\",
        "é",
        "🎉",
        "ui5-badge",
        "return <",
        "<>",
        "</>",
        "{",
    ];
    let piece = prop_oneof![4 => proptest::sample::select(pieces.to_vec()).prop_map(str::to_string), 1 => "\\PC{0,3}"];
    proptest::collection::vec(piece, 0..40).prop_map(|pieces| pieces.concat())
}

fn check(input: &str, rules: &Rules) -> Result<(), TestCaseError> {
    for kind in [SourceKind::Markup, SourceKind::Script] {
        let conversion = convert(input, kind, rules);
        check_consistent(input, &conversion).map_err(|problem| TestCaseError::fail(format!("{kind:?}: {problem}")))?;
    }
    Ok(())
}

fn check_unchanged(input: &str) -> Result<(), TestCaseError> {
    for kind in [SourceKind::Markup, SourceKind::Script] {
        let conversion = convert(input, kind, &Rules::default());
        prop_assert_eq!(&conversion.output, input);
        prop_assert!(conversion.edits.is_empty());
    }
    Ok(())
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn any_text_converts_consistently(input in any::<String>()) {
        check(&input, &rules())?;
        check_unchanged(&input)?;
    }

    #[test]
    fn any_tag_soup_converts_consistently(input in tag_soup()) {
        check(&input, &rules())?;
        check_unchanged(&input)?;
    }
}
