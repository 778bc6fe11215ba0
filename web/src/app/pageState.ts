import type { LoadedPage } from "../data/pageLoader";

/** A page being shown: loading, loaded (or not found), or failed to load. */
export type PageState = { status: "loading" } | { status: "failed"; error: unknown } | LoadedPage;

/** The route of a router pathname (which has no base path). */
export function routeOfPathname(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Keep the raw path; the page data request answers "not found".
  }
  const trimmed = decoded.replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "" : `${trimmed}/`;
}

/** The browser title of a page state: `Page | Site`, or the site title alone. */
export function documentTitle(state: PageState, site: { title: string; titleDelimiter: string }): string {
  const pageTitle = state.status === "loaded" ? state.data.title : state.status === "notFound" ? "Page Not Found" : undefined;
  if (!pageTitle || pageTitle === site.title) return site.title;
  return `${pageTitle} ${site.titleDelimiter} ${site.title}`;
}
