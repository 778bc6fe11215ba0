import { highlightTree, tagHighlighter, tags as t } from "@lezer/highlight";
// The grammars alone, not the editor's languages (which bring the editor and the CSS
// grammar): the panel stays light.
import { parser as htmlParser } from "@lezer/html";
import { parser as javascriptParser } from "@lezer/javascript";
import type { ReactNode } from "react";
import { CLASS_NAMES } from "../../data/classNames";

/** A token class of the engine's highlighted code blocks (`hl-t` a tag), so both look alike. */
const token = (kind: string) => `${CLASS_NAMES.highlightTokenPrefix}${kind}`;

const highlighter = tagHighlighter([
  { tag: [t.tagName, t.angleBracket], class: token("t") },
  { tag: t.attributeName, class: token("a") },
  { tag: t.attributeValue, class: token("s") },
  { tag: t.comment, class: token("c") },
  { tag: [t.keyword, t.moduleKeyword, t.definitionKeyword, t.controlKeyword], class: token("k") },
  { tag: t.string, class: token("s") },
  { tag: [t.number, t.bool, t.null], class: token("n") },
  { tag: t.propertyName, class: token("p") },
]);

export type CodeLanguage = "html" | "javascript";

const PARSERS = { html: htmlParser, javascript: javascriptParser };

/** `code` as text and highlighted spans. */
export function highlighted(code: string, language: CodeLanguage): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  highlightTree(PARSERS[language].parse(code), highlighter, (from, to, classes) => {
    if (from > at) parts.push(code.slice(at, from));
    parts.push(
      <span key={from} className={classes}>
        {code.slice(from, to)}
      </span>,
    );
    at = to;
  });
  if (at < code.length) parts.push(code.slice(at));
  return parts;
}
