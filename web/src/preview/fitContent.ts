import "./fitContent.css";
import { SITE_ORIGIN } from "./siteOrigin";

/**
 * The document's height, including a horizontal scrollbar, shown when the content is
 * wider than the iframe, so that it covers none of the content.
 */
export function contentHeight(): number {
  const root = document.documentElement;
  const scrollbar = window.innerHeight - root.clientHeight;
  return Math.ceil(root.getBoundingClientRect().height) + scrollbar;
}

/**
 * Reports the height the preview needs to the embedding page, which sizes the iframe to
 * it, now and whenever the document's size changes. `measure` gives that height: the
 * document's by default. Gives the function that reports it again, for changes the
 * document's size does not show (a popup opening over it).
 */
export function reportContentHeight(iframeId: string, measure: () => number = contentHeight): () => void {
  let reported = -1;
  const report = () => {
    const height = measure();
    if (height === reported) return;
    reported = height;
    // Only the site's own pages get to know the size.
    window.parent.postMessage({ height, iframeId }, SITE_ORIGIN);
  };
  new ResizeObserver(report).observe(document.documentElement);
  // A new width can show or hide the horizontal scrollbar without resizing the document.
  window.addEventListener("resize", report);
  report();
  return report;
}
