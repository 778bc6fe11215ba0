import { useSite } from "../../app/SiteContext";
import { markdownUrl } from "../../data/routes";
import { CopyButton } from "../Markdown/CopyButton";
import "./PageActions.css";

/** The page's Markdown, as the engine wrote it beside the page. */
async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * What a reader can do with the page as a whole: copy it as Markdown (for an assistant,
 * a chat, notes) or open that Markdown to read or save it.
 */
export function PageActions({ route }: { route: string }) {
  const url = markdownUrl(useSite().baseUrl, route);
  return (
    <div className="page-actions">
      <CopyButton className="page-actions-copy" getText={() => fetchMarkdown(url)} label="Copy page as Markdown" text="Copy page" />
      <a className="page-actions-link" href={url} type="text/markdown" aria-label="Open this page as Markdown">
        Markdown
      </a>
    </div>
  );
}
