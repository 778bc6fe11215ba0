import "./fitContent.css";
import { SITE_ORIGIN } from "./siteOrigin";

/**
 * Reports the document's height to the embedding page, which sizes the iframe to it,
 * now and whenever it changes. The height includes a horizontal scrollbar, shown when
 * the content is wider than the iframe, so that it covers none of the content.
 */
export function reportContentHeight(iframeId: string): void {
  let reported = -1;
  const report = () => {
    const root = document.documentElement;
    const scrollbar = window.innerHeight - root.clientHeight;
    const height = Math.ceil(root.getBoundingClientRect().height) + scrollbar;
    if (height === reported) return;
    reported = height;
    // Only the site's own pages get to know the size.
    window.parent.postMessage({ height, iframeId }, SITE_ORIGIN);
  };
  new ResizeObserver(report).observe(document.documentElement);
  // A new width can show or hide the horizontal scrollbar without resizing the document.
  window.addEventListener("resize", report);
  report();
}
