// The shapes of the JSON the engine emits (crates/compiler: emit/site_data.rs and
// page.rs). The app reads them; it never derives them itself.

export type SidebarItem =
  | { type: "link"; label: string; to?: string; href?: string }
  | { type: "category"; label: string; to?: string; items: SidebarItem[] };

export interface LinkConfig {
  label: string;
  to?: string;
  href?: string;
  ariaLabel?: string;
  position?: "left" | "right";
  icon?: string;
}

export interface Logo {
  src: string;
  alt: string;
  href?: string;
  width?: number;
  height?: number;
}

/** A version of the docs, each a site of its own. */
export interface VersionLink {
  /** What the reader's choice is stored as. */
  name: string;
  label: string;
  href: string;
  /** Whether it is this site. */
  current: boolean;
}

export interface AnnouncementBarConfig {
  id: string;
  /** Trusted HTML from the site configuration. */
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

export interface SiteData {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  titleDelimiter: string;
  libraryVersion: string;
  repositoryUrl: string;
  locale?: { code: string; label: string; direction: string; calendar: string };
  colorMode: { defaultMode: "light" | "dark"; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  announcementBar?: AnnouncementBarConfig;
  navbar: { title: string; logo: Logo; hideOnScroll: boolean; items: LinkConfig[]; versions: VersionLink[] };
  footer: {
    style: string;
    logo: Logo;
    copyright: string;
    links: { title: string; items: LinkConfig[] }[];
  };
  sidebars: Record<string, SidebarItem[]>;
  /** Every route that has a page. */
  routes: string[];
  /** This build's search files, relative to the base path. */
  search?: { docs: string; index: string };
}

export interface TocEntry {
  level: number;
  id: string;
  text: string;
}

export interface PageLink {
  label: string;
  to: string;
}

/** A step of a page's breadcrumbs: a category (linked if it has a page), or the page. */
export interface Crumb {
  label: string;
  to?: string;
}

export interface LastUpdated {
  /** `2026-11-23`. */
  date: string;
  /** `Nov 23, 2026`. */
  text: string;
}

export interface HomeContent {
  hero: { subtitle: string; actions: { label: string; to: string }[] };
  features: { title: string; text: string }[];
  frameworks: { title: string; text: string; items: { name: string; text: string; to: string }[] };
}

export interface SampleFile {
  name: "index.html" | "main.js" | "main.css";
  language: "html" | "js" | "css";
  code: string;
}

export interface SampleData {
  /** `main/Button/Basic`; also the `data-sample-id` of its placeholder in the article. */
  id: string;
  title: string;
  /** HTML. */
  description?: string;
  previewUrl: string;
  downloadUrl: string;
  files: SampleFile[];
}

/** A playground project's files by name: `index.html`, `main.js` or `main.ts`, `main.css`. */
export type ProjectFiles = Record<string, string>;

export interface PlaygroundExample {
  /** `hello-world` */
  id: string;
  title: string;
  description?: string;
  files: ProjectFiles;
}

export interface PlaygroundData {
  /** Site-root-relative URL of the preview page. */
  previewUrl: string;
  /** In menu order; the first is the default project. */
  examples: PlaygroundExample[];
  /** What a downloaded project pins. */
  download: { libraryVersion: string; viteVersion: string; packages: string[] };
}

export type PageKind = "home" | "icons" | "doc" | "page" | "component" | "enum" | "interface" | "cardIndex" | "playground" | "search";

export interface PageData {
  route: string;
  kind: PageKind;
  title: string;
  description?: string;
  sidebar?: string;
  /** The article, rendered by the engine. */
  html: string;
  toc: TocEntry[];
  previous?: PageLink;
  next?: PageLink;
  breadcrumbs?: Crumb[];
  editUrl?: string;
  lastUpdated?: LastUpdated;
  tags?: string[];
  home?: HomeContent;
  icons?: IconsPageData;
  samples?: SampleData[];
  playground?: PlaygroundData;
}

/** The icons page: its collections, whose icons are in one catalogue file each. */
export interface IconsPageData {
  collections: IconCollectionInfo[];
  /** The guide on using icons. */
  guide?: PageLink;
}

export interface IconCollectionInfo {
  /** The collection's value in the page's URL (`?collection=tnt`). */
  id: string;
  label: string;
  package: string;
  version: string;
  npmUrl: string;
  count: number;
  catalogUrl: string;
}

/** A collection's catalogue file. */
export interface IconCatalog {
  id: string;
  viewBox: string;
  /** `import "<moduleDir><name>.js";` imports an icon. */
  moduleDir: string;
  icons: IconData[];
}

export interface IconData {
  name: string;
  /** The name `ui5-icon` takes: `accept`, `tnt/actor`. */
  importName: string;
  paths: string[];
  /** The icon keeps its direction in right-to-left layouts; the others mirror. */
  ltr?: boolean;
  /** Only when it differs from the collection's. */
  viewBox?: string;
}
