import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { AppContent } from "../app/App";
import type { PageState } from "../app/pageState";
import { routePath } from "../data/routes";
import type { PageData, SiteData } from "../data/types";
import { loadPageComponent, pageModuleSource } from "../pages/registry";

/** The app's markup for one page, and the page module the browser needs to take it over. */
export interface Prerendered {
  /** Resource hints React gathered while rendering, for the document's head. */
  head: string;
  html: string;
  /** The page's module as the front end's build manifest names it; none for the not-found page. */
  module?: string;
}

/**
 * Renders a page as the app shows it once loaded, so the engine's document looks like
 * the finished page from its first paint and the app takes it over without a change.
 * `page` is absent for the not-found page.
 */
export async function renderPage(site: SiteData, page?: PageData): Promise<Prerendered> {
  const state: PageState = page
    ? { status: "loaded", route: page.route, data: page, Component: await loadPageComponent(page.kind) }
    : { status: "notFound", route: "" };
  const route = page?.route ?? "";
  const html = renderToString(
    <StaticRouter basename={site.baseUrl} location={site.baseUrl.replace(/\/$/, "") + routePath(route)}>
      <AppContent site={site} initial={state} />
    </StaticRouter>,
  );
  // React puts the hints it gathered (preloads of images) before the markup; they
  // belong in the head, outside the element the app hydrates.
  const [, head, body] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(html) ?? ["", "", html];
  return { head, html: body, module: page ? pageModuleSource(page.kind) : undefined };
}
