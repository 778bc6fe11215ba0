import { createContext, useContext } from "react";

/**
 * What links to the site's own pages do, given by the app (`SiteLinksProvider`). A
 * page has well over a hundred such links, and React Router's `Link` resolves its
 * path through half a dozen hooks each, on every render: a third of the time the
 * engine spent prerendering went there. The links instead take this one value, and
 * need no import of the page loader.
 */
export interface SiteLinks {
  /** Shows a router path ("/docs/FAQ/") in the app. */
  navigate(path: string, options: { replace: boolean }): void;
  /** Starts loading a route's page (on hover or focus). */
  prefetch(route: string): void;
  /** Loads a route's page once `element` comes into view; returns what stops watching. */
  prefetchWhenVisible(element: Element, route: string): () => void;
}

export const LinkContext = createContext<SiteLinks | null>(null);

/** The app's link behaviour; only available inside the app. */
export function useSiteLinks(): SiteLinks {
  const links = useContext(LinkContext);
  if (!links) {
    throw new Error("useSiteLinks() is used outside the app's SiteLinksProvider.");
  }
  return links;
}
