// The editor in the site's own look: the colours of the highlighted code blocks
// (the `--hl-*` tokens, each readable at 4.5:1 or more on the block), light, dark or
// high contrast with the site's colours, since they are CSS variables. CodeMirror adds
// its styles outside the site's cascade layers, where they win over any layered rule:
// what the editor's own look sets (its font too) is set here, in its theme.

import { HighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { EditorView } from "@codemirror/view";
import { tags as t } from "@lezer/highlight";

const highlightStyle = HighlightStyle.define([
  { tag: [t.comment, t.meta, t.documentMeta], color: "var(--hl-comment)", fontStyle: "italic" },
  {
    tag: [t.keyword, t.operatorKeyword, t.controlKeyword, t.moduleKeyword, t.definitionKeyword, t.modifier, t.self],
    color: "var(--hl-keyword)",
  },
  { tag: [t.string, t.special(t.string), t.regexp, t.attributeValue, t.escape], color: "var(--hl-string)" },
  { tag: [t.number, t.bool, t.null, t.atom, t.unit, t.color, t.character], color: "var(--hl-constant)" },
  { tag: [t.tagName, t.angleBracket], color: "var(--hl-tag)" },
  { tag: t.attributeName, color: "var(--hl-attribute)" },
  { tag: [t.function(t.variableName), t.function(t.propertyName), t.labelName], color: "var(--hl-function)" },
  { tag: [t.typeName, t.className, t.namespace, t.standard(t.tagName)], color: "var(--hl-type)" },
  { tag: [t.propertyName, t.special(t.variableName)], color: "var(--hl-property)" },
  { tag: [t.definition(t.variableName), t.local(t.variableName)], color: "var(--hl-variable)" },
  { tag: t.invalid, color: "var(--danger-accent)", textDecoration: "underline wavy" },
  { tag: t.strong, fontWeight: "bold" },
  { tag: t.emphasis, fontStyle: "italic" },
  { tag: t.link, textDecoration: "underline" },
]);

const theme = EditorView.theme({
  "&": { color: "var(--code-text)", backgroundColor: "var(--code-block-background)" },
  ".cm-scroller": { fontFamily: "var(--font-mono)" },
  ".cm-content": { caretColor: "var(--text)" },
  ".cm-cursor, .cm-dropCursor": { borderLeftColor: "var(--text)" },
  "&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection": {
    backgroundColor: "color-mix(in srgb, var(--brand) 28%, transparent)",
  },
  ".cm-activeLine": { backgroundColor: "color-mix(in srgb, var(--text) 5%, transparent)" },
  ".cm-gutters": { backgroundColor: "var(--code-header-background)", color: "var(--text-muted)", borderRight: "1px solid var(--border)" },
  ".cm-activeLineGutter": { backgroundColor: "color-mix(in srgb, var(--text) 8%, transparent)", color: "var(--text)" },
  "&.cm-focused .cm-matchingBracket": { backgroundColor: "color-mix(in srgb, var(--tip-accent) 30%, transparent)" },
  "&.cm-focused .cm-nonmatchingBracket": { backgroundColor: "color-mix(in srgb, var(--danger-accent) 30%, transparent)" },
  ".cm-searchMatch": { backgroundColor: "color-mix(in srgb, var(--caution-accent) 30%, transparent)" },
  ".cm-tooltip, .cm-panels": { backgroundColor: "var(--surface-raised)", color: "var(--text)", borderColor: "var(--border)" },
  ".cm-tooltip-autocomplete > ul > li[aria-selected]": { backgroundColor: "var(--brand)", color: "var(--brand-contrast)" },
  ".cm-foldPlaceholder": { backgroundColor: "var(--code-inline-background)", color: "var(--text-muted)", border: "none" },
});

/** The extensions that give an editor the site's look: the playground's and a live sample's. */
export const siteEditorTheme = [theme, syntaxHighlighting(highlightStyle)];
