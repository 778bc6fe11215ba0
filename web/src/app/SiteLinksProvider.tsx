import { useLayoutEffect, useMemo, useRef, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { prefetchPage } from "../data/pageLoader";
import { prefetchWhenVisible } from "../data/prefetch";
import { LinkContext, type SiteLinks } from "./LinkContext";
import { useSite } from "./SiteContext";

/** Gives the site's links their behaviour: one value for every link, the same for the page's whole life. */
export function SiteLinksProvider({ children }: { children: ReactNode }) {
  const site = useSite();
  // The router's navigate function changes with the location; the links keep one
  // value, so that a navigation does not render every link again for it.
  const navigate = useNavigate();
  const latestNavigate = useRef(navigate);
  useLayoutEffect(() => {
    latestNavigate.current = navigate;
  }, [navigate]);
  const links = useMemo<SiteLinks>(
    () => ({
      navigate: (path, options) => latestNavigate.current(path, options),
      prefetch: (route) => prefetchPage(site, route),
      prefetchWhenVisible: (element, route) => prefetchWhenVisible(element, site, route),
    }),
    [site],
  );
  return <LinkContext.Provider value={links}>{children}</LinkContext.Provider>;
}
