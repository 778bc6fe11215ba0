// Generated from the engine's Rust by `make types` (crates/model/src/typescript.rs).
// Do not edit: change the Rust and run `make types`; `make test` fails when this file is out of date.

/** The CSS class names the engine's markup and the app's share (crates/model/src/class_names.rs). */
export const CLASS_NAMES = {
  codeBlock: "code-block",
  codeBlockHeader: "code-block-header",
  codeBlockTitle: "code-block-title",
  codeBlockLanguage: "code-block-language",
  copyButton: "copy-button",
  highlightTokenPrefix: "hl-",
  codeLineHighlighted: "code-line-highlighted",
  hashLink: "hash-link",
  tableScroll: "table-scroll",
  taskListLabel: "task-list-label",
  admonition: "admonition",
  admonitionHeading: "admonition-heading",
  admonitionContent: "admonition-content",
  samplePlaceholder: "sample-placeholder",
  componentTag: "component-tag",
} as const;

/** Markup whose text is not the page's prose: search neither indexes nor highlights it. */
export const NOT_PROSE_CLASSES = ["hash-link", "code-block-header", "sample-placeholder", "component-tag"] as const;
