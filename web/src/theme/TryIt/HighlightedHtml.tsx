import { highlightTree, tagHighlighter, tags as t } from "@lezer/highlight";
// The HTML grammar alone, not the editor's language (which brings the JavaScript and
// CSS grammars, and the editor): the panel stays light.
import { parser } from "@lezer/html";
import { useMemo, type ReactNode } from "react";
import { CLASS_NAMES } from "../../data/classNames";
import { CopyButton } from "../Markdown/CopyButton";

/** A token class of the engine's highlighted code blocks (`hl-t` a tag), so both look alike. */
const token = (kind: string) => `${CLASS_NAMES.highlightTokenPrefix}${kind}`;

const highlighter = tagHighlighter([
  { tag: [t.tagName, t.angleBracket], class: token("t") },
  { tag: t.attributeName, class: token("a") },
  { tag: t.attributeValue, class: token("s") },
  { tag: t.comment, class: token("c") },
  { tag: [t.keyword, t.moduleKeyword], class: token("k") },
  { tag: t.string, class: token("s") },
]);

function highlighted(code: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  highlightTree(parser.parse(code), highlighter, (from, to, classes) => {
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

/** The markup the controls make, highlighted as it changes, with a copy button. */
export function HighlightedHtml({ code }: { code: string }) {
  const parts = useMemo(() => highlighted(code), [code]);
  return (
    <div className={`${CLASS_NAMES.codeBlock} try-it-code`} data-language="html">
      <div className={CLASS_NAMES.codeBlockHeader}>
        <span className={CLASS_NAMES.codeBlockTitle}>index.html</span>
        <span className={CLASS_NAMES.codeBlockLanguage}>HTML</span>
        <CopyButton getText={() => code} />
      </div>
      <pre tabIndex={0} aria-label="The component's HTML">
        <code>{parts}</code>
      </pre>
    </div>
  );
}
