import { useDeferredValue, useEffect, useState } from "react";
import { useHref, useLocation, useNavigate, useNavigationType } from "react-router";
import { useHydrated } from "../../app/useHydrated";
import { readView, viewSearch, type IconsView } from "./iconsView";

/** Marks the page's own navigations, so they are not read back as coming from outside. */
const OWN_NAVIGATION = { iconsView: true };

export interface IconsViewState {
  view: IconsView;
  /** The filter text the grid shows: it follows the typed text when React has time. */
  shownQuery: string;
  chooseCollection: (id: string) => void;
  setQuery: (query: string) => void;
}

/**
 * The page's view, kept in its URL.
 *
 * The view is local state, so the filter input has its text at once; it follows the
 * URL when a navigation other than the page's own changes it (back and forward, a
 * link). Choosing a collection is a navigation of its own, one back returns from; the
 * collection is always read from the address.
 * The filter text is written into the current history entry once the grid shows it,
 * directly: going through the router would re-render the whole app per keystroke.
 */
export function useIconsView(ids: readonly string[]): IconsViewState {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  // A prerendered page shows the default view; the address's view follows at once.
  const hydrated = useHydrated();
  const [view, setView] = useState(() => readView(hydrated ? location.search : "", ids));
  const shownQuery = useDeferredValue(view.query);
  const defaultCollection = ids[0] ?? "";
  // While the next page loads after a link, this page is still shown: the URL is not its own.
  const href = useHref(location.pathname);
  const [own] = useState(() => ({ route: location.pathname, url: href }));

  useEffect(() => {
    if (location.pathname !== own.route) return;
    const fromUrl = readView(location.search, ids);
    const byThisPage = (location.state as typeof OWN_NAVIGATION | null)?.iconsView === true;
    // The page's own navigation only switches the collection: text typed meanwhile stays.
    setView((current) => (byThisPage && navigationType !== "POP" ? { ...current, collection: fromUrl.collection } : fromUrl));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Runs for each navigation; `ids` belong to the page and do not change
  }, [location.key]);

  useEffect(() => {
    const search = viewSearch({ collection: view.collection, query: shownQuery }, defaultCollection);
    if (window.location.pathname === own.url && search !== window.location.search) {
      window.history.replaceState(window.history.state, "", own.url + search + window.location.hash);
    }
  }, [view.collection, shownQuery, defaultCollection, own]);

  // The collection follows once the router shows the new address: a back navigation that
  // overtakes it (the router's updates are transitions) then leaves nothing stale behind.
  const chooseCollection = (collection: string) => {
    navigate({ search: viewSearch({ collection, query: view.query }, defaultCollection), hash: "" }, { state: OWN_NAVIGATION });
  };
  const setQuery = (query: string) => setView((current) => ({ ...current, query }));
  return { view, shownQuery, chooseCollection, setQuery };
}
