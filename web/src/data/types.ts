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
  navbar: { title: string; logo: Logo; hideOnScroll: boolean; items: LinkConfig[] };
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

export type PageKind = "home" | "doc" | "page" | "component" | "enum" | "interface" | "cardIndex" | "search";

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
  home?: HomeContent;
  samples?: SampleData[];
}
