import { useRef, type ReactNode } from "react";
import type { PageData } from "../../data/types";
import { useSearchHighlight } from "../../search/useSearchHighlight";
import { Breadcrumbs } from "../Breadcrumbs/Breadcrumbs";
import { DocFooter } from "../DocFooter/DocFooter";
import { PageActions } from "../PageActions/PageActions";
import { Pagination } from "../Pagination/Pagination";
import { TOC, TOCCollapsible } from "../TOC/TOC";
import "./DocLayout.css";

/**
 * The frame of a page of the docs or the reference around its article (`children`):
 * the breadcrumbs and the page's actions (copy it as Markdown), the table of contents (collapsible above the article, or in a
 * column beside it), what is known of the page's source, and its neighbours. Words
 * searched for are marked in the article.
 */
export function DocLayout({ page, children }: { page: PageData; children: ReactNode }) {
  const { toc, previous, next, breadcrumbs } = page;
  const column = useRef<HTMLDivElement>(null);
  useSearchHighlight(column, page.route);
  return (
    <div className="doc-page">
      <div className="doc-page-column" ref={column}>
        <div className="doc-page-header">
          <Breadcrumbs crumbs={breadcrumbs} />
          <PageActions route={page.route} />
        </div>
        <TOCCollapsible entries={toc} />
        {children}
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
