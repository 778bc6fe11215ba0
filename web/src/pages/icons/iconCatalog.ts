// The icon catalogues the engine emits (one file per collection) and what the page
// derives from an icon for display and copying.

import { fetchJson } from "../../data/fetchJson";
import type { IconCatalog, IconData } from "../../data/types";

const loads = new Map<string, Promise<IconCatalog>>();
const loaded = new Map<string, IconCatalog>();

/** Loads a catalogue once; a failed load is forgotten, so a retry fetches anew. */
export function loadCatalog(url: string): Promise<IconCatalog> {
  let load = loads.get(url);
  if (!load) {
    load = fetchJson<IconCatalog>(url).then(checkCatalog);
    loads.set(url, load);
    load.then(
      (catalog) => loaded.set(url, catalog),
      () => loads.delete(url),
    );
  }
  return load;
}

/** A catalogue that has finished loading, if any. */
export function loadedCatalog(url: string): IconCatalog | undefined {
  return loaded.get(url);
}

function checkCatalog(catalog: IconCatalog): IconCatalog {
  if (!Array.isArray(catalog?.icons) || typeof catalog.viewBox !== "string" || typeof catalog.moduleDir !== "string") {
    throw new Error(`The icon catalogue "${String(catalog?.id)}" cannot be shown: it lacks its icons, viewBox or module folder.`);
  }
  return catalog;
}

/** The icons whose name contains the query, ignoring case; every icon for a blank query. */
export function filterIcons(icons: readonly IconData[], query: string): readonly IconData[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return icons;
  return icons.filter((icon) => icon.name.toLowerCase().includes(needle));
}

/** The icon as a standalone SVG document: namespace, viewBox and path data. */
export function standaloneSvg(icon: IconData, catalog: IconCatalog): string {
  const paths = icon.paths.map((d) => `<path d="${escapeAttribute(d)}"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${escapeAttribute(icon.viewBox ?? catalog.viewBox)}">${paths}</svg>`;
}

/** The line that registers the icon: `import "@ui5/webcomponents-icons/dist/accept.js";`. */
export function importLine(icon: Pick<IconData, "name">, moduleDir: string): string {
  return `import "${moduleDir}${icon.name}.js";`;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}
