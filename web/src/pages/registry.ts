import type { ComponentType } from "react";
import type { PageData, PageKind } from "../data/types";

/**
 * A page component renders one kind of page from its data. Each module's component
 * takes the data of the kinds this registry gives it (`PageOf<kind>`), where it reads
 * the parts of those kinds; the registry is what pairs a page with its component.
 */
export type PageComponent = ComponentType<{ page: PageData }>;

type PageModule = { default?: unknown };
export type PageImporters = Record<PageKind, () => Promise<PageModule>>;

/** The module of each kind of page, relative to this folder. */
const PAGE_MODULES: Record<PageKind, string> = {
  home: "./HomePage.tsx",
  icons: "./icons/IconsPage.tsx",
  doc: "./DocPage.tsx",
  page: "./DocPage.tsx",
  component: "./DocPage.tsx",
  enum: "./DocPage.tsx",
  interface: "./DocPage.tsx",
  cardIndex: "./DocPage.tsx",
  playground: "./PlaygroundPage.tsx",
  search: "./SearchPage.tsx",
  migration: "./MigrationPage.tsx",
};

// Each page module is its own chunk, loaded when a page of its kind is first shown.
const modules = import.meta.glob<PageModule>([
  "./HomePage.tsx",
  "./icons/IconsPage.tsx",
  "./DocPage.tsx",
  "./PlaygroundPage.tsx",
  "./SearchPage.tsx",
  "./MigrationPage.tsx",
]);
const importers = Object.fromEntries(Object.entries(PAGE_MODULES).map(([kind, file]) => [kind, modules[file]])) as PageImporters;

/**
 * The source file of a kind of page, as the front end's build manifest names it, so the
 * engine can preload the page's chunk and styles with the document.
 */
export function pageModuleSource(kind: PageKind): string {
  return `src/pages/${PAGE_MODULES[kind].replace(/^\.\//, "")}`;
}

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
