import { describe, expect, it } from "vitest";
import { clearMarks, markMatches, MARK_CLASS } from "./pageHighlight";
import type { MarkedText, SearchEngine } from "./types";

/**
 * Marks every occurrence of one word, standing in for the search core (whose own
 * matching is tested with the core, and in the browser).
 */
function engineMarking(word: string): SearchEngine & { seen: string[] } {
  const seen: string[] = [];
  return {
    seen,
    options: { maxHits: 5, highlightResult: true },
    prepare: () => {},
    search: () => ({ total: 0, totalExact: true, partial: false, results: [], missing: [], ranked: true }),
    complete: () => Promise.resolve(),
    load: () => Promise.resolve(),
    highlight: (_query, texts) =>
      texts.map((text): MarkedText | null => {
        seen.push(text);
        if (!text.includes(word)) return null;
        return text.split(word).flatMap((piece, index) => (index === 0 ? [piece] : [word, piece]));
      }),
  };
}

function article(html: string): HTMLElement {
  const root = document.createElement("article");
  root.innerHTML = html;
  return root;
}

describe("marking a page's words", () => {
  it("wraps matches in marks and leaves the rest of the text as it was", () => {
    const root = article("<h1>Button</h1><p>A <code>Button</code> and another Button.</p>");
    expect(markMatches(root, engineMarking("Button"), "button")).toBe(3);
    expect(Array.from(root.querySelectorAll(`mark.${MARK_CLASS}`)).map((m) => m.textContent)).toEqual(["Button", "Button", "Button"]);
    expect(root.textContent).toBe("ButtonA Button and another Button.");
  });

  it("stays out of samples, the Try it section, code block headers and heading links", () => {
    const root = article(
      '<h2>Button<a class="hash-link">#</a></h2><div class="sample-placeholder">Button</div><div class="try-it"><label>Button</label></div><div class="code-block-header">Button</div><p>Button</p>',
    );
    const engine = engineMarking("Button");
    markMatches(root, engine, "button");
    expect(engine.seen).toEqual(["Button", "Button"]);
    expect(root.querySelector(".sample-placeholder mark, .try-it mark, .code-block-header mark")).toBeNull();
  });

  it("clears its marks, restoring the original text nodes", () => {
    const html = "<p>Themes and <em>themes</em>: theme.</p>";
    const root = article(html);
    markMatches(root, engineMarking("heme"), "theme");
    expect(root.querySelectorAll("mark")).toHaveLength(3);
    clearMarks(root);
    expect(root.innerHTML).toBe(html);
    expect(root.querySelector("p")!.childNodes).toHaveLength(3);
  });

  it("puts text into marks as text", () => {
    const root = article("<p>use &lt;img src=x onerror=alert(1)&gt; here</p>");
    markMatches(root, engineMarking("<img"), "img");
    expect(root.querySelector("img")).toBeNull();
    expect(root.querySelector("mark")!.textContent).toBe("<img");
  });
});
