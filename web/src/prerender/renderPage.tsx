import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { AppContent } from "../app/App";
import type { PageState } from "../app/pageState";
import { routePath } from "../data/routes";
import type { Prerendered } from "../data/pageData";
import type { PageData, SiteData } from "../data/types";
import { loadPageComponent, pageModuleSource } from "../pages/registry";

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
