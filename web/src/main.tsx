import { StrictMode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { App } from "./app/App";
import type { PageState } from "./app/pageState";
import { fetchJson } from "./data/fetchJson";
import { loadPage } from "./data/pageLoader";
import { baseUrl, routeOf, siteDataUrl } from "./data/routes";
import type { SiteData } from "./data/types";
import { LoadError } from "./theme/LoadError/LoadError";
import "./styles/global.css";
import "./styles/markdown.css";
import "./styles/prerendered.css";
import "./styles/print.css";
// The prerendered document has breadcrumbs and a doc footer too, before the page's chunk loads.
import "./theme/Breadcrumbs/Breadcrumbs.css";
import "./theme/DocFooter/DocFooter.css";
import "nprogress/nprogress.css";

const MOUNT_ID = "__site";

/**
 * Loads what the first page needs while the engine's prerendered content stays on
 * screen, then replaces it with the app.
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
  (root ?? createRoot(mount)).render(
    <StrictMode>
      <App site={site} initial={initial} />
    </StrictMode>,
  );
}

void start(null);
