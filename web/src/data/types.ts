// The shapes of the JSON the engine emits. The page data's types are generated from
// the engine's Rust types (./pageData, `make types`) and re-exported here under the
// names the app uses; the site data (emit/site_data.rs) and the icon catalogues are
// described by hand below. The app reads them; it never derives them itself.

export type {
  Action,
  Card,
  CardIndex,
  CardSection,
  ClassApi,
  ComponentReference,
  Crumb,
  CssPart,
  DownloadData,
  Editor,
  EnumReference,
  EnumValue,
  Event,
  Feature,
  Framework,
  Frameworks,
  Heading,
  Heading as TocEntry,
  Hero,
  HomeContent,
  IconCollectionInfo,
  IconsPageData,
  Implementation,
  IndexKind,
  InterfaceReference,
  LastUpdated,
  Method,
  Opener,
  PageData,
  PageKind,
  PageLink,
  Parameter,
  PlaygroundData,
  PlaygroundExample,
  Popup,
  Property,
  Reference,
  Returns,
  SampleData,
  SampleFile,
  SampleSection,
  Section,
  Slot,
  TryElement,
  TryIt,
  TrySlot,
  TypePart,
} from "./pageData";

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

/** A playground project's files by name: `index.html`, `main.js` or `main.ts`, `main.css`. */
export type ProjectFiles = Record<string, string>;

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
