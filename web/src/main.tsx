import "./styles/layers.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { App } from "./app/App";
import type { PageState } from "./app/pageState";
import { fetchJson } from "./data/fetchJson";
import { loadPage } from "./data/pageLoader";
import { baseUrl, routeOf, siteDataUrl } from "./data/routes";
import type { SiteData } from "./data/types";
import { LoadError } from "./theme/LoadError/LoadError";
import "./styles/global.css";
import "./styles/markdown.css";
import "./styles/print.css";
import "./styles/high-contrast.css";

const MOUNT_ID = "__site";

/**
 * Takes over the page the engine prerendered with the app's own components: once the
 * site data, the page data and the page's code have arrived, the app hydrates the
 * document as it is, without changing what the reader sees. A page that cannot be
 * taken over as it is (the not-found document, served for any address, or a page whose
 * data failed to load) is rendered afresh.
 */
async function start(root: Root | null): Promise<void> {
  const base = baseUrl();
  const route = routeOf(window.location.pathname, base) ?? "";
  const mount = document.getElementById(MOUNT_ID);
  if (!mount) throw new Error(`The document has no element #${MOUNT_ID} to mount the app in.`);
  let site: SiteData;
  try {
    // The document preloads both the site data and the page data, so they arrive together.
    site = await fetchJson<SiteData>(siteDataUrl(base));
  } catch (error) {
    const appRoot = root ?? createRoot(mount);
    appRoot.render(<LoadError error={error} onRetry={() => void start(appRoot)} />);
    return;
  }
  const initial: PageState = await loadPage(site, route).catch((error: unknown) => ({ status: "failed", error }) as const);
  const app = (
    <StrictMode>
      <App site={site} initial={initial} />
    </StrictMode>
  );
  // The route the engine rendered the markup for (the not-found document has none).
  const rendered = document.documentElement.dataset.route;
  if (!root && initial.status === "loaded" && rendered !== undefined && routeOf(base + rendered, base) === route) {
    // As a transition, React hydrates in slices and lets the browser answer input in
    // between, instead of in one long task (the reader already sees the page).
    startTransition(() => {
      hydrateRoot(mount, app);
    });
  } else {
    (root ?? createRoot(mount)).render(app);
  }
}

void start(null);
