import { fetchJson, HttpError } from "./fetchJson";
import { pageDataUrl } from "./routes";
import type { PageData, SiteData } from "./types";
import { loadPageComponent, type PageComponent } from "../pages/registry";

/** What showing a route needs, once loaded. */
export type LoadedPage =
  { status: "loaded"; route: string; data: PageData; Component: PageComponent } | { status: "notFound"; route: string };

const loads = new Map<string, Promise<LoadedPage>>();
const knownRoutes = new WeakMap<SiteData, Set<string>>();

function hasPage(site: SiteData, route: string): boolean {
  let routes = knownRoutes.get(site);
  if (!routes) {
    routes = new Set(site.routes);
    knownRoutes.set(site, routes);
  }
  return routes.has(route);
}

/**
 * Loads a route's data, then its page component. Results are kept, so a prefetch
 * makes the later navigation instant; a failure is forgotten, so a retry loads anew.
 * A route the site does not have is not found without a request.
 */
export function loadPage(site: SiteData, route: string): Promise<LoadedPage> {
  if (!hasPage(site, route)) {
    return Promise.resolve({ status: "notFound", route });
  }
  let load = loads.get(route);
  if (!load) {
    load = fetchPage(site.baseUrl, route);
    loads.set(route, load);
    load.catch(() => loads.delete(route));
  }
  return load;
}

/** Forgets a route's load, so the next one fetches again. */
export function forgetPage(route: string): void {
  loads.delete(route);
}

async function fetchPage(base: string, route: string): Promise<LoadedPage> {
  let data: PageData;
  try {
    data = await fetchJson<PageData>(pageDataUrl(base, route));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) {
      return { status: "notFound", route };
    }
    throw error;
  }
  const Component = await loadPageComponent(data.kind);
  return { status: "loaded", route, data, Component };
}

/** Starts loading a route in the background, unless the connection is slow or metered. */
export function prefetchPage(site: SiteData, route: string): void {
  if (!prefetchAllowed()) return;
  loadPage(site, route).catch(() => {
    // A failed prefetch is retried by the navigation itself.
  });
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(connection = (navigator as Navigator & { connection?: NetworkInformation }).connection): boolean {
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? "").includes("2g");
}
