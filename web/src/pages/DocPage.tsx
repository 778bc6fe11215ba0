import { useRef } from "react";
import type { PageData } from "../data/types";
import { useSearchHighlight } from "../search/useSearchHighlight";
import { Markdown } from "../theme/Markdown/Markdown";
import { Pagination } from "../theme/Pagination/Pagination";
import { TOC, TOCCollapsible } from "../theme/TOC/TOC";
import { checkPageData } from "./checkPageData";
import "./DocPage.css";

/**
 * A page rendered by the engine (docs, standalone pages, the component reference):
 * the article with its live samples, its table of contents and its neighbours.
 */
export default function DocPage({ page }: { page: PageData }) {
  const { html, toc, previous, next, samples } = checkPageData(page);
  const column = useRef<HTMLDivElement>(null);
  useSearchHighlight(column, page.route);
  return (
    <div className="doc-page">
      <div className="doc-page-column" ref={column}>
        <TOCCollapsible entries={toc} />
        <Markdown html={html} samples={samples} />
        <Pagination previous={previous} next={next} />
      </div>
      <div className="doc-page-toc">
        <TOC entries={toc} />
      </div>
    </div>
  );
}
