import type { PageLink } from "../../data/types";
import { SiteLink } from "../SiteLink/SiteLink";
import "./Pagination.css";

/** Links to the previous and next pages of the sidebar. */
export function Pagination({ previous, next }: { previous?: PageLink; next?: PageLink }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label="Docs pages">
      {previous ? (
        <SiteLink to={previous.to} className="pagination-link pagination-previous">
          <span className="pagination-sublabel">Previous</span>
          <span className="pagination-label">« {previous.label}</span>
        </SiteLink>
      ) : (
        <span />
      )}
      {next && (
        <SiteLink to={next.to} className="pagination-link pagination-next">
          <span className="pagination-sublabel">Next</span>
          <span className="pagination-label">{next.label} »</span>
        </SiteLink>
      )}
    </nav>
  );
}
