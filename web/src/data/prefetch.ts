import { loadPage, prefetchAllowed } from "./pageLoader";
import { afterPrefetchHolds, prefetchesHeld, resetPrefetchHolds } from "./prefetchHolds";
import type { SiteData } from "./types";

// Prefetching links as they come into view: a reader who follows one finds the page
// already loaded. Each route is prefetched at most once, only after the page has
// loaded, one at a time in idle moments, never while what the reader waits for is
// loading (see `prefetchHolds.ts`), and never on a slow or metered connection.

const requested = new Set<string>();
const queue: { site: SiteData; route: string }[] = [];
let working = false;

/** Queues a route's page for loading in the background (once per route). */
export function prefetchWhenIdle(site: SiteData, route: string, allowed = prefetchAllowed()): void {
  if (!allowed || requested.has(route)) return;
  requested.add(route);
  queue.push({ site, route });
  if (!working) {
    working = true;
    afterLoad(next);
  }
}

/** The next prefetch, in an idle moment when nothing holds prefetching back. */
function next(): void {
  whenIdle(() => (prefetchesHeld() ? afterPrefetchHolds(next) : prefetchNext()));
}

function prefetchNext(): void {
  const item = queue.shift();
  if (!item) {
    working = false;
    return;
  }
  loadPage(item.site, item.route)
    .catch(() => {
      // A failed prefetch is retried by the navigation itself.
    })
    .finally(next);
}

function afterLoad(then: () => void): void {
  if (document.readyState === "complete") then();
  else window.addEventListener("load", then, { once: true });
}

function whenIdle(then: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(then, { timeout: 2000 });
  else setTimeout(then, 50);
}

let observer: IntersectionObserver | undefined;
const routes = new WeakMap<Element, { site: SiteData; route: string }>();

/**
 * Prefetches `route` once `element` becomes visible; returns what stops watching.
 * One observer serves every link of the page.
 */
export function prefetchWhenVisible(element: Element, site: SiteData, route: string): () => void {
  if (requested.has(route) || typeof IntersectionObserver === "undefined") return () => {};
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const target = routes.get(entry.target);
      observer?.unobserve(entry.target);
      if (target) prefetchWhenIdle(target.site, target.route);
    }
  });
  routes.set(element, { site, route });
  observer.observe(element);
  return () => observer?.unobserve(element);
}

/** Forgets what was prefetched (for tests). */
export function resetPrefetch(): void {
  requested.clear();
  queue.length = 0;
  working = false;
  resetPrefetchHolds();
}
