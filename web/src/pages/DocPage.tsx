import { useRef } from "react";
import type { PageData } from "../data/types";
import { useSearchHighlight } from "../search/useSearchHighlight";
import { Breadcrumbs } from "../theme/Breadcrumbs/Breadcrumbs";
import { DocFooter } from "../theme/DocFooter/DocFooter";
import { Markdown } from "../theme/Markdown/Markdown";
import { Pagination } from "../theme/Pagination/Pagination";
import { TOC, TOCCollapsible } from "../theme/TOC/TOC";
import { checkPageData } from "./checkPageData";
import "./DocPage.css";

/**
 * A page rendered by the engine (docs, standalone pages, the component reference):
 * the breadcrumbs, the article with its live samples, its table of contents, what
 * is known of its source, and its neighbours.
 */
export default function DocPage({ page }: { page: PageData }) {
  const { html, toc, previous, next, samples, breadcrumbs } = checkPageData(page);
  const column = useRef<HTMLDivElement>(null);
  useSearchHighlight(column, page.route);
  return (
    <div className="doc-page">
      <div className="doc-page-column" ref={column}>
        <Breadcrumbs crumbs={breadcrumbs} />
        <TOCCollapsible entries={toc} />
        <Markdown html={html} samples={samples} />
        <DocFooter page={page} />
        <Pagination previous={previous} next={next} />
      </div>
      {/* A page without a table of contents (hide_table_of_contents) gives the article its room. */}
      {toc.length > 0 && (
        <div className="doc-page-toc">
          <TOC entries={toc} />
        </div>
      )}
    </div>
  );
}
