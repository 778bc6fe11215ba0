import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation, useNavigationType, type Location } from "react-router";
import { forgetPage, loadPage } from "../data/pageLoader";
import { NotFoundPage } from "../pages/NotFoundPage";
import { OfflinePage } from "../pages/OfflinePage";
import { ErrorBoundary } from "../theme/ErrorBoundary/ErrorBoundary";
import { Layout } from "../theme/Layout/Layout";
import { LoadError } from "../theme/LoadError/LoadError";
import { Spinner } from "../theme/Spinner/Spinner";
import { MAIN_CONTENT_ID } from "../theme/SkipToContent/SkipToContent";
import { PROGRESS_DELAY_MS } from "./constants";
import { documentTitle, routeOfPathname, type PageState } from "./pageState";
import { usePageUpdates } from "./pageUpdates";
import { finishProgress, startProgress } from "./progress";
import { cancelSmoothScroll, smoothScrollToElement } from "./smoothScroll";
import { useSite } from "./SiteContext";

type Shown = { location: Location; state: PageState };

// Page data belongs to the path: a new query or hash shows the same page.
function samePage(a: Location, b: Location): boolean {
  return a.pathname === b.pathname;
}

// A page that keeps its state in the query (a filter) changes it in place: the
// reader stays where they are, focus included.
function onlyQueryChanged(a: Location, b: Location): boolean {
  return a.pathname === b.pathname && a.hash === b.hash && a.search !== b.search;
}

function elementOfHash(hash: string): HTMLElement | null {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // Keep the raw id.
  }
  return id ? document.getElementById(id) : null;
}

/**
 * Moves to an anchor: smoothly within the page, at once on arrival from elsewhere.
 * Keyboard focus moves there too, as after following a link natively.
 */
function scrollToHash(hash: string, smooth: boolean): boolean {
  const element = elementOfHash(hash);
  if (!element) return false;
  if (smooth) smoothScrollToElement(element);
  else element.scrollIntoView();
  if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
  return true;
}

/**
 * Shows the page of the current location. On navigation the next page is loaded
 * first and shown once ready, the previous page staying until then; a progress bar
 * appears if that takes longer than a moment. If loading fails, the browser loads
 * the page from scratch.
 */
export function PageHost({ initial }: { initial: PageState }) {
  const site = useSite();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [shown, setShown] = useState<Shown>({ location, state: initial });
  const scrollPositions = useRef(new Map<string, number>());
  const isFirstShow = useRef(true);
  const lastShown = useRef<Location | null>(null);

  useEffect(() => {
    if (location === shown.location) return;
    if (samePage(location, shown.location)) {
      setShown((current) => ({ ...current, location }));
      return;
    }
    scrollPositions.current.set(shown.location.key, window.scrollY);
    let cancelled = false;
    const progressTimer = window.setTimeout(startProgress, PROGRESS_DELAY_MS);
    loadPage(site, routeOfPathname(location.pathname)).then(
      (loaded) => {
        if (cancelled) return;
        window.clearTimeout(progressTimer);
        finishProgress();
        setShown({ location, state: loaded });
      },
      (error) => {
        if (cancelled) return;
        if (!navigator.onLine) {
          // Offline, a reload would not load it either: the page says what can be read.
          window.clearTimeout(progressTimer);
          finishProgress();
          setShown({ location, state: { status: "failed", error } });
          return;
        }
        console.warn(`Preloading ${location.pathname} failed; reloading the page.`, error);
        window.location.reload();
      },
    );
    return () => {
      cancelled = true;
      window.clearTimeout(progressTimer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Runs for each new location only; `shown` is read as it was at that moment
  }, [location, site]);

  useEffect(() => {
    document.title = documentTitle(shown.state, site);
  }, [shown.state, site]);

  // Scroll like a multi-page site: to the anchor, back to where the reader was, or to the top.
  useLayoutEffect(() => {
    const first = isFirstShow.current;
    isFirstShow.current = false;
    const previous = lastShown.current;
    lastShown.current = shown.location;
    if (previous !== null && onlyQueryChanged(previous, shown.location)) return;
    const withinPage = previous !== null && samePage(previous, shown.location);
    cancelSmoothScroll();
    if (shown.location.hash && scrollToHash(shown.location.hash, withinPage)) return;
    if (first) return;
    const saved = navigationType === "POP" ? scrollPositions.current.get(shown.location.key) : undefined;
    window.scrollTo(0, saved ?? 0);
    if (navigationType !== "POP") {
      document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Only a newly shown location scrolls
  }, [shown.location]);

  const route = routeOfPathname(shown.location.pathname);
  // The same location with new data: the page changes in place, scroll position kept.
  usePageUpdates(site, route, (page) =>
    setShown((current) => (routeOfPathname(current.location.pathname) === page.route ? { ...current, state: page } : current)),
  );
  const retry = useCallback(() => {
    const retried = shown.location;
    forgetPage(route);
    setShown({ location: retried, state: { status: "loading" } });
    loadPage(site, route).then(
      (loaded) => setShown((current) => (current.location === retried ? { location: retried, state: loaded } : current)),
      (error) =>
        setShown((current) => (current.location === retried ? { location: retried, state: { status: "failed", error } } : current)),
    );
  }, [route, shown.location, site]);

  const state = shown.state;
  return (
    <Layout route={route} page={state.status === "loaded" ? state.data : undefined}>
      <ErrorBoundary key={shown.location.pathname} onTryAgain={retry}>
        <PageContent state={state} onRetry={retry} />
      </ErrorBoundary>
    </Layout>
  );
}

function PageContent({ state, onRetry }: { state: PageState; onRetry: () => void }) {
  switch (state.status) {
    case "loading":
      return <Spinner />;
    case "failed":
      return !navigator.onLine ? <OfflinePage /> : <LoadError error={state.error} onRetry={onRetry} />;
    case "notFound":
      return <NotFoundPage />;
    case "loaded":
      return <state.Component page={state.data} />;
  }
}
