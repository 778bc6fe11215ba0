import { highlightTree, tagHighlighter, tags as t } from "@lezer/highlight";
// The HTML grammar alone, not the editor's language (which brings the JavaScript and
// CSS grammars, and the editor): the panel stays light.
import { parser } from "@lezer/html";
import { useMemo, type ReactNode } from "react";
import { CopyButton } from "../Markdown/CopyButton";

/** The classes of the engine's highlighted code blocks, so both look alike. */
const highlighter = tagHighlighter([
  { tag: [t.tagName, t.angleBracket], class: "hl-t" },
  { tag: t.attributeName, class: "hl-a" },
  { tag: t.attributeValue, class: "hl-s" },
  { tag: t.comment, class: "hl-c" },
  { tag: [t.keyword, t.moduleKeyword], class: "hl-k" },
  { tag: t.string, class: "hl-s" },
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
    <div className="code-block try-it-code" data-language="html">
      <div className="code-block-header">
        <span className="code-block-title">index.html</span>
        <span className="code-block-language">HTML</span>
        <CopyButton getText={() => code} />
      </div>
      <pre className="hl-code" tabIndex={0} aria-label="The component's HTML">
        <code>{parts}</code>
      </pre>
    </div>
  );
}
