import type { SearchEngine } from "./types";
import { NOT_PROSE_CLASSES } from "../data/classNames";

/** The class of the marks the search adds to a page. */
export const MARK_CLASS = "search-highlight";

// Text the marks stay out of: the live parts of a page (samples, a component's Try it
// section), whose text the app changes as the reader uses them, code block headers,
// heading links, and what is not text (the classes search does not index either).
const SKIPPED = [...NOT_PROSE_CLASSES.map((name) => `.${name}`), ".try-it", "script", "style", "svg", "button", `mark.${MARK_CLASS}`].join(
  ", ",
);

/** Marks the words of `root` that match `query`; returns how many texts had some. */
export function markMatches(root: HTMLElement, engine: SearchEngine, query: string): number {
  const texts: Text[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.nodeValue?.trim() && !node.parentElement?.closest(SKIPPED) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  const marked = engine.highlight(
    query,
    texts.map((text) => text.nodeValue ?? ""),
  );
  let count = 0;
  marked.forEach((pieces, index) => {
    if (!pieces) return;
    const fragment = document.createDocumentFragment();
    pieces.forEach((piece, at) => {
      if (at % 2 === 0) {
        if (piece) fragment.append(piece);
        return;
      }
      const mark = document.createElement("mark");
      mark.className = MARK_CLASS;
      mark.textContent = piece;
      fragment.append(mark);
    });
    texts[index].replaceWith(fragment);
    count += 1;
  });
  return count;
}

/** Removes the marks `markMatches` added, leaving the text as it was. */
export function clearMarks(root: HTMLElement): void {
  root.querySelectorAll(`mark.${MARK_CLASS}`).forEach((mark) => {
    const parent = mark.parentNode;
    mark.replaceWith(mark.textContent ?? "");
    parent?.normalize();
  });
}
