import type { ComponentType } from "react";
import type { PageData, PageKind } from "../data/types";

/** A page component renders one kind of page from its data. */
export type PageComponent = ComponentType<{ page: PageData }>;

type PageModule = { default?: unknown };
export type PageImporters = Record<PageKind, () => Promise<PageModule>>;

// Each kind of page is its own chunk, loaded when a page of that kind is first shown.
const importers: PageImporters = {
  home: () => import("./HomePage"),
  doc: () => import("./DocPage"),
  page: () => import("./DocPage"),
  component: () => import("./DocPage"),
  enum: () => import("./DocPage"),
  interface: () => import("./DocPage"),
  cardIndex: () => import("./DocPage"),
  search: () => import("./SearchPage"),
};

/** Loads the component for a kind of page; the module must export it as default. */
export async function loadPageComponent(kind: PageKind, from: PageImporters = importers): Promise<PageComponent> {
  const importer = from[kind];
  if (!importer) {
    throw new Error(`There is no page component for pages of kind "${kind}".`);
  }
  const module = await importer();
  const component = module.default;
  if (typeof component !== "function" && (typeof component !== "object" || component === null)) {
    throw new Error(`The page component for pages of kind "${kind}" has no default export.`);
  }
  return component as PageComponent;
}
