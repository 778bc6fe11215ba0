// The shapes of the JSON the engine emits. The types of the page data and of the site
// data are generated from the engine's Rust types (./pageData, `make types`) and
// re-exported here under the names the app uses; the icon catalogues are described by
// hand below. The app reads them; it never derives them itself.

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
  IconCollectionInfo,
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
  Reference,
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
