// The shapes of the JSON the engine emits. The types of the page data, the site data
// and the icon catalogues are generated from the engine's Rust types (./pageData,
// `make types`) and re-exported here under the names the app uses. The app reads
// them; it never derives them itself.

import type { PageData, PageKind } from "./pageData";

export type {
  Action,
  AnnouncementBarConfig,
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
  IconCatalog,
  IconCollectionInfo,
  IconData,
  IconsPageData,
  Implementation,
  IndexKind,
  InterfaceReference,
  LastUpdated,
  LinkConfig,
  Logo,
  Method,
  MigrationGroup,
  MigrationPackage,
  MigrationPageData,
  Opener,
  PageData,
  PageKind,
  PageLink,
  Parameter,
  PlaygroundData,
  PlaygroundExample,
  Popup,
  Property,
  Returns,
  SampleData,
  SampleFile,
  SampleSection,
  Section,
  SidebarItem,
  SiteData,
  Slot,
  TryElement,
  TryIt,
  TrySlot,
  TypePart,
  Version2,
  VersionChange,
  VersionLink,
} from "./pageData";

/** The data of the pages of the given kinds: the parts every page has, and those of its kind. */
export type PageOf<K extends PageKind> = Extract<PageData, { kind: K }>;

/** The kinds of the component reference's pages, which the app renders from the API's data. */
export type ReferenceKind = "component" | "enum" | "interface" | "cardIndex";

/** A playground project's files by name: `index.html`, `main.js` or `main.ts`, `main.css`. */
export type ProjectFiles = Record<string, string>;
