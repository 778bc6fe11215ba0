import { useEffect } from "react";
import { BrowserRouter } from "react-router";
import type { SiteData } from "../data/types";
import { startOfflineWorker } from "../offline/offlineWorker";
import { UpdatePrompt } from "../offline/UpdatePrompt";
import { PageHost } from "./PageHost";
import type { PageState } from "./pageState";
import { SiteContext } from "./SiteContext";
import { SiteLinksProvider } from "./SiteLinksProvider";

type Props = { site: SiteData; initial: PageState };

/**
 * The app without its router: the same in the browser and in the engine's prerender.
 * (The same tree, too: React's ids depend on it, and a part only the browser rendered
 * beside it would give the prerendered markup other ids than the app's.)
 */
export function AppContent({ site, initial }: Props) {
  return (
    <SiteContext.Provider value={site}>
      <SiteLinksProvider>
        <PageHost initial={initial} />
      </SiteLinksProvider>
      <UpdatePrompt />
    </SiteContext.Provider>
  );
}

/** The app in the browser. */
export function App({ site, initial }: Props) {
  // Tells scripts and tests that the page is interactive (as Docusaurus does).
  useEffect(() => document.documentElement.setAttribute("data-has-hydrated", "true"), []);
  useEffect(() => startOfflineWorker(site), [site]);
  return (
    // With its trailing slash, so links to the home page keep it too.
    <BrowserRouter basename={site.baseUrl}>
      <AppContent site={site} initial={initial} />
    </BrowserRouter>
  );
}
