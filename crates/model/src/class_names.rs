//! The CSS class names that cross from the engine to the app: the engine's markdown
//! writes them, the app's components write some too, the stylesheets style them and
//! search skips some. Written once here; the app's `classNames.ts` is generated from
//! this list (`typescript`), and a test of the app finds each in a stylesheet.

/// The `<div>` around a code block: its header and its `<pre>`.
pub const CODE_BLOCK: &str = "code-block";

/// The bar above the code with its title, language label and copy button.
pub const CODE_BLOCK_HEADER: &str = "code-block-header";

/// The `title="..."` of the fence, shown in the header.
pub const CODE_BLOCK_TITLE: &str = "code-block-title";

/// The language label of the header (`JS`, `Shell`, ...).
pub const CODE_BLOCK_LANGUAGE: &str = "code-block-language";

/// The button that copies the code; the app gives it its behaviour.
pub const COPY_BUTTON: &str = "copy-button";

/// The start of a highlighted token's class: `hl-` and a letter for its kind
/// (`hl-k` keyword, `hl-s` string, ...), which the stylesheet colours.
pub const HIGHLIGHT_TOKEN_PREFIX: &str = "hl-";

/// A code line the fence or a magic comment marks as highlighted.
pub const CODE_LINE_HIGHLIGHTED: &str = "code-line-highlighted";

/// The `#` link after a heading's text, to copy a link to that section.
pub const HASH_LINK: &str = "hash-link";

/// The scrollable region around a table, so wide tables scroll on their own.
pub const TABLE_SCROLL: &str = "table-scroll";

/// The label around a task list item's checkbox and text.
pub const TASK_LIST_LABEL: &str = "task-list-label";

/// An admonition's box; `admonition-<kind>` next to it names its kind.
pub const ADMONITION: &str = "admonition";

/// An admonition's title line.
pub const ADMONITION_HEADING: &str = "admonition-heading";

/// An admonition's content, rendered from markdown.
pub const ADMONITION_CONTENT: &str = "admonition-content";

/// The place of a live sample in an article, holding its code until the preview runs.
pub const SAMPLE_PLACEHOLDER: &str = "sample-placeholder";

/// A component's tag shown under its page's title.
pub const COMPONENT_TAG: &str = "component-tag";

/// Markup whose text is not the page's prose (a heading's `#`, a code block's
/// language label, a sample's code, a component's tag): search neither indexes nor
/// highlights it.
pub const NOT_PROSE: [&str; 4] = [HASH_LINK, CODE_BLOCK_HEADER, SAMPLE_PLACEHOLDER, COMPONENT_TAG];

/// Every class name, by the name the app's generated constant gives it.
pub const ALL: [(&str, &str); 15] = [
    ("codeBlock", CODE_BLOCK),
    ("codeBlockHeader", CODE_BLOCK_HEADER),
    ("codeBlockTitle", CODE_BLOCK_TITLE),
    ("codeBlockLanguage", CODE_BLOCK_LANGUAGE),
    ("copyButton", COPY_BUTTON),
    ("highlightTokenPrefix", HIGHLIGHT_TOKEN_PREFIX),
    ("codeLineHighlighted", CODE_LINE_HIGHLIGHTED),
    ("hashLink", HASH_LINK),
    ("tableScroll", TABLE_SCROLL),
    ("taskListLabel", TASK_LIST_LABEL),
    ("admonition", ADMONITION),
    ("admonitionHeading", ADMONITION_HEADING),
    ("admonitionContent", ADMONITION_CONTENT),
    ("samplePlaceholder", SAMPLE_PLACEHOLDER),
    ("componentTag", COMPONENT_TAG),
];
