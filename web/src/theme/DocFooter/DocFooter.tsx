import type { PageData } from "../../data/types";
import { EditIcon } from "../Icons/Icons";
import "./DocFooter.css";

/** Under the article: the page's tags, where to edit it and when it last changed. */
export function DocFooter({ page }: { page: PageData }) {
  const { tags, editUrl, lastUpdated } = page;
  if (!tags?.length && !editUrl && !lastUpdated) return null;
  return (
    <div className="doc-footer">
      {tags && tags.length > 0 && (
        <ul className="doc-tags" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag} className="doc-tag">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <div className="doc-footer-row">
        {editUrl && (
          <a className="edit-link" href={editUrl} target="_blank" rel="noopener noreferrer">
            <EditIcon />
            Edit this page
          </a>
        )}
        {lastUpdated && (
          <p className="last-updated">
            Last updated on <time dateTime={lastUpdated.date}>{lastUpdated.text}</time>
          </p>
        )}
      </div>
    </div>
  );
}
