// Routes are the engine's addresses: decoded, relative to the base path, with a
// trailing slash ("docs/FAQ/"); the home page is "".

/** The base path the site was built for, from the document the engine wrote. */
export function baseUrl(): string {
  return document.documentElement.dataset.baseUrl ?? "/";
}

/** The route of a browser pathname, or null if the pathname is outside the site. */
export function routeOf(pathname: string, base: string): string | null {
  const stem = base.replace(/\/$/, "");
  if (pathname !== stem && !pathname.startsWith(base)) return null;
  let route: string;
  try {
    route = decodeURIComponent(pathname.slice(base.length));
  } catch {
    return null;
  }
  const trimmed = route.replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "" : `${trimmed}/`;
}

/** The router path of a route ("docs/FAQ/" -> "/docs/FAQ/"); the router adds the base. */
export function routePath(route: string): string {
  return "/" + encodedRoute(route);
}

/** The address of a route's page ("/base/docs/FAQ/"), under the base path it ends with a slash. */
export function routeUrl(base: string, route: string): string {
  return base + encodedRoute(route);
}

/** The URL of a route's page data. */
export function pageDataUrl(base: string, route: string): string {
  return `${base}data/${encodedRoute(route)}index.json`;
}

/** The URL of a route's Markdown twin, beside its page (the engine's `twin_path`). */
export function markdownUrl(base: string, route: string): string {
  return `${routeUrl(base, route)}index.md`;
}

// What `encodeURIComponent` escapes but a path segment may hold as it is (RFC 3986
// pchar): the engine writes these literally, so the app does too.
const PATH_SAFE = /%(3A|40|26|3D|2B|24|2C|3B)/g;

/** A route percent-encoded segment by segment, as the engine encodes it (crates/model/src/routes.rs). */
function encodedRoute(route: string): string {
  return route
    .split("/")
    .map((segment) => encodeURIComponent(segment).replace(PATH_SAFE, (escaped) => decodeURIComponent(escaped)))
    .join("/");
}

export function siteDataUrl(base: string): string {
  return `${base}data/site.json`;
}

/**
 * Whether an href, as written in the document at `current` (its full URL), points
 * into the site; if so its route, router path and hash.
 */
export function internalTarget(href: string, base: string, current: string): { route: string; path: string; hash: string } | null {
  let url: URL;
  try {
    url = new URL(href, current);
  } catch {
    return null;
  }
  if (url.origin !== new URL(current).origin) return null;
  const route = routeOf(url.pathname, base);
  if (route === null) return null;
  // Files (an image, a download) are not pages of the app.
  if (/\.[a-z0-9]+$/i.test(url.pathname) && !url.pathname.endsWith("/")) return null;
  return { route, path: routePath(route) + url.search, hash: url.hash };
}
