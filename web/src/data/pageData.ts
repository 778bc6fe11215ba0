// Generated from the engine's Rust by `make types` (crates/model/src/typescript.rs).
// Do not edit: change the Rust and run `make types`; `make test` fails when this file is out of date.

export type PageData = { 
/**
 * The page's route (see [`crate::routes`]).
 */
route: string, 
/**
 * The page's title.
 */
title: string, 
/**
 * The page's description, for search engines and link previews.
 */
description?: string, 
/**
 * The sidebar shown beside the page.
 */
sidebar?: string, 
/**
 * The article, rendered.
 */
html: string, 
/**
 * Headings of levels 2 and 3, for the table of contents.
 */
toc: Array<Heading>, 
/**
 * The page before this one in its sidebar.
 */
previous?: PageLink, 
/**
 * The page after this one in its sidebar.
 */
next?: PageLink, 
/**
 * The categories that lead to the page in its sidebar, then the page.
 */
breadcrumbs?: Array<Crumb>, 
/**
 * Where to edit the page's source.
 */
editUrl?: string, 
/**
 * When the page's source last changed, from the repository's history.
 */
lastUpdated?: LastUpdated, 
/**
 * The page's tags, listed under the article.
 */
tags?: Array<string>, 
/**
 * Live samples, for pages that have them.
 */
samples?: Array<SampleData>, 
/**
 * The id of the title's heading, on pages the app renders from data (`reference`).
 */
titleId?: string, } & ({ "kind": "home", 
/**
 * The hero, the frameworks and the cards.
 */
home: HomeContent, } | { "kind": "icons", 
/**
 * The icon collections.
 */
icons: IconsPageData, } | { "kind": "doc" } | { "kind": "page" } | { "kind": "component", 
/**
 * The component's API and what the page shows of it.
 */
reference: ComponentReference, } | { "kind": "enum", 
/**
 * The enum's values.
 */
reference: EnumReference, } | { "kind": "interface", 
/**
 * The interface and the components that implement it.
 */
reference: InterfaceReference, } | { "kind": "cardIndex", 
/**
 * The cards.
 */
reference: CardIndex, } | { "kind": "playground", 
/**
 * Its examples and settings.
 */
playground: PlaygroundData, } | { "kind": "search" } | { "kind": "migration", 
/**
 * The changes and the converter, below the article.
 */
migration: MigrationPageData, });

export type PageKind = "home" | "icons" | "doc" | "page" | "component" | "enum" | "interface" | "cardIndex" | "playground" | "search" | "migration";

export type Heading = { 
/**
 * The heading's level, 1 to 6.
 */
level: number, 
/**
 * The heading's id, the anchor links go to.
 */
id: string, 
/**
 * The heading's text without markup.
 */
text: string, };

export type PageLink = { 
/**
 * The page's label in the sidebar.
 */
label: string, 
/**
 * The page's route.
 */
to: string, };

export type Crumb = { 
/**
 * The category's or the page's label in the sidebar.
 */
label: string, 
/**
 * The route of its page, if it has one.
 */
to?: string, };

export type LastUpdated = { 
/**
 * `2026-11-23` (UTC), for the `datetime` attribute.
 */
date: string, 
/**
 * `Nov 23, 2026`, for the reader.
 */
text: string, };

export type HomeContent = { 
/**
 * The page's title, if not the site's.
 */
title?: string, 
/**
 * The page's description for search engines and link previews.
 */
description?: string, 
/**
 * The page's keywords for search engines.
 */
keywords: Array<string>, 
/**
 * The banner at the top: the subtitle and the first links.
 */
hero: Hero, 
/**
 * The cards that say what the library offers.
 */
features: Array<Feature>, 
/**
 * The section on using the library with web frameworks.
 */
frameworks: Frameworks, };

export type Hero = { 
/**
 * The line under the title.
 */
subtitle: string, 
/**
 * Its buttons; the first is the primary one.
 */
actions: Array<Action>, };

export type Action = { 
/**
 * The button's text.
 */
label: string, 
/**
 * The route it leads to.
 */
to: string, };

export type Feature = { 
/**
 * The card's heading.
 */
title: string, 
/**
 * The card's text.
 */
text: string, };

export type Frameworks = { 
/**
 * The section's heading.
 */
title: string, 
/**
 * The text under the heading.
 */
text: string, 
/**
 * A card per framework.
 */
items: Array<Framework>, };

export type Framework = { 
/**
 * The framework's name, the card's heading.
 */
name: string, 
/**
 * The card's text.
 */
text: string, 
/**
 * The route of the framework's guide.
 */
to: string, };

export type IconsPageData = { 
/**
 * The collections, in the order the page offers them; the first is shown first.
 */
collections: Array<IconCollectionInfo>, 
/**
 * The guide on using icons, when the site has one.
 */
guide?: PageLink, };

export type IconCollectionInfo = { 
/**
 * The collection's id (`sap`, `tnt`), which the page's address keeps.
 */
id: string, 
/**
 * The collection's name (`SAP Icons`).
 */
label: string, 
/**
 * The npm package that has the icons.
 */
package: string, 
/**
 * The installed version of the package.
 */
version: string, 
/**
 * The package's page on npm.
 */
npmUrl: string, 
/**
 * How many icons the collection has.
 */
count: number, 
/**
 * Site-root-relative URL of the collection's catalogue file.
 */
catalogUrl: string, 
/**
 * Where the icons' modules are in the package (`@ui5/webcomponents-icons/dist/`).
 */
moduleDir: string, 
/**
 * The collection's first icon, to show how an icon is imported and used on the
 * page prerendered for readers without JavaScript.
 */
example?: IconExample, };

export type IconExample = { 
/**
 * The icon's module name (`accept`).
 */
name: string, 
/**
 * The name for `ui5-icon` (`accept`, `tnt/actor`).
 */
importName: string, };

export type IconCatalog = { 
/**
 * The collection's id.
 */
id: string, 
/**
 * The viewBox of the collection's icons.
 */
viewBox: string, 
/**
 * `import "<moduleDir><name>.js";` imports an icon.
 */
moduleDir: string, 
/**
 * Every icon, sorted by name, ignoring case.
 */
icons: Array<IconData>, };

export type IconData = { 
/**
 * The icon's name in its package: its module is `dist/<name>.js`.
 */
name: string, 
/**
 * The name `ui5-icon` takes once the module is imported: `tnt/actor`.
 */
importName: string, 
/**
 * SVG path data; most icons have one path.
 */
paths: Array<string>, 
/**
 * The icon keeps its direction in right-to-left layouts; the others mirror.
 */
ltr?: boolean, 
/**
 * Only for an icon whose viewBox differs from its collection's.
 */
viewBox?: string, };

export type SampleData = { 
/**
 * `main/Button/Basic`, also the `data-sample-id` of its placeholder in the article.
 */
id: string, 
/**
 * The sample's name.
 */
title: string, 
/**
 * What it shows, as HTML.
 */
description?: string, 
/**
 * Site-root-relative URL of the preview page.
 */
previewUrl: string, 
/**
 * The sample's markup as a highlighted code block, shown until the preview runs.
 */
code: string, 
/**
 * Its files, as the editor's tabs show them.
 */
files: Array<SampleFile>, };

export type SampleFile = { 
/**
 * The file's name.
 */
name: "index.html" | "main.js" | "main.css", 
/**
 * The language the editor highlights it as.
 */
language: "html" | "js" | "css", 
/**
 * The file's text.
 */
code: string, };

export type PlaygroundData = { 
/**
 * Site-root-relative URL of the preview page.
 */
previewUrl: string, 
/**
 * In menu order; the first is the default project.
 */
examples: Array<PlaygroundExample>, };

export type PlaygroundExample = { 
/**
 * The example's id, which the page's address names.
 */
id: string, 
/**
 * Its name in the menu.
 */
title: string, 
/**
 * What it shows, under its name in the menu.
 */
description?: string, 
/**
 * Its files by name: `index.html`, `main.js` or `main.ts`, `main.css`.
 */
files: { [key in string]: string }, };

export type ComponentReference = { 
/**
 * `ui5-button`.
 */
tag?: string, 
/**
 * The import statement as a highlighted code block.
 */
importCode: string, 
/**
 * The version that added the component.
 */
since?: string, 
/**
 * The deprecation note (plain text), if it is deprecated.
 */
deprecated?: string, 
/**
 * HTML.
 */
description: string, 
/**
 * The Basic sample, shown first under its heading.
 */
basicSample?: SampleSection, 
/**
 * The Try it section, for components that have one.
 */
tryIt?: TryIt, 
/**
 * The component's API, by section.
 */
api: ClassApi, 
/**
 * What changes in version 2, after the API.
 */
version2?: Version2, 
/**
 * The samples after the Basic one, each under a heading of its own.
 */
moreSamples?: Section<SampleSection>, };

export type SampleSection = { 
/**
 * The section's heading.
 */
heading: Heading, 
/**
 * The id of the page's `samples` entry.
 */
sample?: string, };

export type Section<T> = { 
/**
 * The section's heading.
 */
heading: Heading, 
/**
 * What it lists, in order.
 */
items: Array<T>, };

export type ClassApi = { 
/**
 * The properties.
 */
properties: Section<Property>, 
/**
 * The slots.
 */
slots: Section<Slot>, 
/**
 * The events it fires.
 */
events: Section<Event>, 
/**
 * The public methods.
 */
methods: Section<Method>, 
/**
 * The CSS shadow parts, for `::part()`.
 */
cssParts: Section<CssPart>, };

export type TypePart = { 
/**
 * The part's text.
 */
text: string, 
/**
 * The route of the page the name links to.
 */
to?: string, };

export type Editor = "select" | "switch" | "text" | "integer" | "float" | "json" | "readonly";

export type Property = { 
/**
 * The id of its heading.
 */
id: string, 
/**
 * Its name in JavaScript (`iconEnd`).
 */
name: string, 
/**
 * The attribute that sets it (`icon-end`); objects and arrays have none.
 */
attribute?: string, 
/**
 * Its type, with links.
 */
type: Array<TypePart>, 
/**
 * The values of an enum type.
 */
values?: Array<EnumValue>, 
/**
 * As the manifest writes it (`"Default"`, `false`).
 */
default?: string, 
/**
 * Whether it can only be read.
 */
readonly: boolean, 
/**
 * How the Try it controls edit it.
 */
editor: Editor, 
/**
 * The version that added it.
 */
since?: string, 
/**
 * The deprecation note (plain text), if it is deprecated.
 */
deprecated?: string, 
/**
 * HTML.
 */
description: string, 
/**
 * The superclass it comes from.
 */
inheritedFrom?: string, 
/**
 * The optional feature modules it needs to work (`@ui5/webcomponents/dist/features/InputSuggestions.js`).
 */
features?: Array<string>, };

export type EnumValue = { 
/**
 * The value as markup writes it.
 */
name: string, 
/**
 * HTML.
 */
description: string, 
/**
 * The deprecation note (plain text), if it is deprecated.
 */
deprecated?: string, };

export type Slot = { 
/**
 * The id of its heading.
 */
id: string, 
/**
 * Its name; `default` for children without a `slot` attribute.
 */
name: string, 
/**
 * The type of element it takes, with links.
 */
type: Array<TypePart>, 
/**
 * The version that added it.
 */
since?: string, 
/**
 * The deprecation note (plain text), if it is deprecated.
 */
deprecated?: string, 
/**
 * HTML.
 */
description: string, 
/**
 * The superclass it comes from.
 */
inheritedFrom?: string, };

export type Event = { 
/**
 * The id of its heading.
 */
id: string, 
/**
 * Its name (`selection-change`).
 */
name: string, 
/**
 * Its type (`CustomEvent`), with links.
 */
type: Array<TypePart>, 
/**
 * The fields of its `detail`.
 */
parameters: Array<Parameter>, 
/**
 * Whether `preventDefault()` cancels it.
 */
preventable: boolean, 
/**
 * The version that added it.
 */
since?: string, 
/**
 * The deprecation note (plain text), if it is deprecated.
 */
deprecated?: string, 
/**
 * HTML.
 */
description: string, 
/**
 * The superclass it comes from.
 */
inheritedFrom?: string, };

export type Parameter = { 
/**
 * Its name.
 */
name: string, 
/**
 * Its type, with links.
 */
type: Array<TypePart>, 
/**
 * The values of an enum type.
 */
values?: Array<EnumValue>, 
/**
 * Whether a caller may leave it out.
 */
optional: boolean, 
/**
 * The value it takes when left out.
 */
default?: string, 
/**
 * HTML.
 */
description: string, };

export type Method = { 
/**
 * The id of its heading.
 */
id: string, 
/**
 * Its name.
 */
name: string, 
/**
 * Its parameters, in order.
 */
parameters: Array<Parameter>, 
/**
 * What it returns; nothing (`void`) when absent.
 */
returns?: Returns, 
/**
 * The version that added it.
 */
since?: string, 
/**
 * The deprecation note (plain text), if it is deprecated.
 */
deprecated?: string, 
/**
 * HTML.
 */
description: string, 
/**
 * The superclass it comes from.
 */
inheritedFrom?: string, };

export type Returns = { 
/**
 * The returned type, with links.
 */
type: Array<TypePart>, 
/**
 * HTML, possibly empty.
 */
description: string, };

export type CssPart = { 
/**
 * As readers write it in `::part(...)`.
 */
name: string, 
/**
 * HTML.
 */
description: string, 
/**
 * The superclass it comes from.
 */
inheritedFrom?: string, };

export type EnumReference = { 
/**
 * The version that added the enum.
 */
since?: string, 
/**
 * The deprecation note (plain text), if it is deprecated.
 */
deprecated?: string, 
/**
 * HTML.
 */
description: string, 
/**
 * Its values.
 */
fields: Section<EnumValue>, 
/**
 * What changes in version 2.
 */
version2?: Version2, };

export type InterfaceReference = { 
/**
 * The version that added the interface.
 */
since?: string, 
/**
 * HTML.
 */
description: string, 
/**
 * The components that implement it.
 */
implementations: Section<Implementation>, 
/**
 * What changes in version 2.
 */
version2?: Version2, };

export type Implementation = { 
/**
 * The component's class name.
 */
name: string, 
/**
 * The route of the component's page, if it has one.
 */
to?: string, 
/**
 * `@ui5/webcomponents/dist/Button.js`.
 */
module: string, };

export type CardIndex = { 
/**
 * What the cards are of.
 */
lists: IndexKind, 
/**
 * `Main`, `Fiori`.
 */
library: string, 
/**
 * `@ui5/webcomponents`.
 */
package: string, 
/**
 * The package's version.
 */
version: string, 
/**
 * The groups of cards, in order.
 */
sections: Array<CardSection>, };

export type IndexKind = "components" | "enums" | "interfaces";

export type CardSection = { 
/**
 * The group's heading.
 */
heading?: Heading, 
/**
 * Its cards, in order.
 */
cards: Array<Card>, };

export type Card = { 
/**
 * The name of what it links to.
 */
title: string, 
/**
 * The route of the page it links to.
 */
to: string, 
/**
 * `<ui5-button>`.
 */
detail?: string, 
/**
 * The first sentence of the description, as plain text.
 */
text: string, };

export type TryIt = { 
/**
 * The section's heading.
 */
heading: Heading, 
/**
 * Site-root-relative URL of the preview page.
 */
previewUrl: string, 
/**
 * The markup the preview starts from; its first element with the component's
 * tag is the one the controls edit.
 */
markup: string, 
/**
 * The popup the preview opens with a button: the component itself, or the one
 * its starting markup puts it in (a menu's item).
 */
popup?: Popup, 
/**
 * The slots the reader can fill, by name.
 */
slots: Array<TrySlot>, 
/**
 * Every element the markup and the slots' choices may hold, by tag.
 */
elements: { [key in string]: TryElement }, };

export type Popup = { 
/**
 * Its tag; the preview opens its first element of that tag.
 */
tag: string, 
/**
 * How the preview opens it.
 */
opener: Opener, };

export type Opener = "showAt" | "show";

export type TrySlot = { 
/**
 * The slot's name.
 */
name: string, 
/**
 * Whether the slot takes text (the default slot of a button, a label...).
 */
text: boolean, 
/**
 * The tags of the elements it accepts, for a choice; empty when none can be
 * derived (the slot is then listed, not editable).
 */
accepts: Array<string>, 
/**
 * Whether it takes more than one element.
 */
multiple: boolean, };

export type TryElement = { 
/**
 * The module that defines it (`@ui5/webcomponents/dist/Input.js`), then the optional
 * features it has (`@ui5/webcomponents/dist/features/InputSuggestions.js`).
 */
modules: Array<string>, 
/**
 * Its markup when a slot's choice adds it.
 */
markup: string, 
/**
 * Its attributes that name an icon (`icon`), whose modules the preview loads.
 */
iconAttributes: Array<string>, 
/**
 * Its boolean attributes (`selected`, `checked`): the component that holds it may
 * change them as the reader uses it, and the preview reads them back.
 */
stateAttributes: Array<string>, };

export type Version2 = { 
/**
 * The section's heading.
 */
heading: Heading, 
/**
 * Its 2.x counterpart's name, when 2.x has one in its packages.
 */
name?: string, 
/**
 * The counterpart's page on the version 2 site.
 */
url?: string, 
/**
 * What changes, the tag first; empty when nothing does.
 */
changes: Array<VersionChange>, 
/**
 * What 2.x adds, as a sentence (HTML).
 */
added?: string, 
/**
 * The migration page, which lists every change and converts markup.
 */
guide?: MigrationGuide, };

export type VersionChange = { 
/**
 * What kind of item changes (`Property`, `Value`, `Event`...).
 */
item: string, 
/**
 * The item in 1.24 (HTML).
 */
old: string, 
/**
 * The item in 2.x (HTML); absent when 2.x has none.
 */
new?: string, 
/**
 * What to do (HTML).
 */
todo: string, 
/**
 * Whether the markup converter does it.
 */
mechanical: boolean, };

export type MigrationGuide = { 
/**
 * The page's title.
 */
title: string, 
/**
 * The page's route.
 */
route: string, 
/**
 * The id of the converter's heading on it.
 */
converterId: string, };

export type MigrationPageData = { 
/**
 * The converter's section heading.
 */
converter: Heading, 
/**
 * Site-root-relative URL of the converter's rules (JSON), loaded with the
 * converter when the reader first uses it.
 */
rulesUrl: string, 
/**
 * Every breaking change, by package.
 */
packages: Array<MigrationPackage>, };

export type MigrationPackage = { 
/**
 * The package's heading (`@ui5/webcomponents`).
 */
heading: Heading, 
/**
 * Its groups, components first, then enums and interfaces, then the package's
 * framework-level changes.
 */
groups: Array<MigrationGroup>, };

export type MigrationGroup = { 
/**
 * The group's heading (the 1.24 name).
 */
heading: Heading, 
/**
 * What the group is: `Component`, `Enum`, `Interface`, `Package`.
 */
kind: string, 
/**
 * The route of its reference page on this site.
 */
to?: string, 
/**
 * Its tag, for components (`ui5-badge`).
 */
tag?: string, 
/**
 * What changes.
 */
changes: Array<VersionChange>, };

export type SiteData = { 
/**
 * The site's name, in the navbar and after every page's title.
 */
title: string, 
/**
 * The site's one-line description, for pages without one of their own.
 */
tagline: string, 
/**
 * Scheme and host of the deployed site.
 */
url: string, 
/**
 * Path prefix of every route, with leading and trailing slash.
 */
baseUrl: string, 
/**
 * What separates a page's title from the site's in the document title (`|`).
 */
titleDelimiter: string, 
/**
 * The version of the component packages the site documents.
 */
libraryVersion: string, 
/**
 * The library's source repository.
 */
repositoryUrl: string, 
/**
 * What a downloaded project (a sample's or the playground's) pins.
 */
download: DownloadData, 
/**
 * The site's language, when the configuration lists it.
 */
locale?: Locale, 
/**
 * The light and dark themes' settings.
 */
colorMode: ColorMode, 
/**
 * The banner above the navbar, if the site has one.
 */
announcementBar?: AnnouncementBarConfig, 
/**
 * The bar at the top of every page.
 */
navbar: Navbar, 
/**
 * The footer of every page.
 */
footer: Footer, 
/**
 * Every sidebar by name; a page names the one it shows.
 */
sidebars: { [key in string]: Array<SidebarItem> }, 
/**
 * Every route with a page, sorted, so the app knows a missing page without asking.
 */
routes: Array<string>, 
/**
 * This build's search files; absent from the prerenderer's copy, as the names
 * change with every build.
 */
search?: SearchFiles, 
/**
 * Reading offline: present when the build has a service worker (not in the dev
 * server's builds, nor in the prerenderer's copy).
 */
offline?: OfflineFiles, };

export type DownloadData = { 
/**
 * The version of the component packages.
 */
libraryVersion: string, 
/**
 * The version of Vite that runs the project.
 */
viteVersion: string, 
/**
 * The packages the project's code may import.
 */
packages: Array<string>, };

export type Locale = { 
/**
 * The language's code (`en`).
 */
code: string, 
/**
 * The language's name in itself (`English`).
 */
label: string, 
/**
 * The direction of its text: `ltr` or `rtl`.
 */
direction: string, 
/**
 * The calendar its dates are in (`gregory`).
 */
calendar: string, };

export type ColorMode = { 
/**
 * The mode a first visit gets.
 */
defaultMode: "light" | "dark", 
/**
 * Whether the reader cannot switch between the modes.
 */
disableSwitch: boolean, 
/**
 * Whether the mode follows the reader's system setting (`prefers-color-scheme`).
 */
respectPrefersColorScheme: boolean, };

export type AnnouncementBarConfig = { 
/**
 * What a reader's closing it is remembered by: a new id shows it again.
 */
id: string, 
/**
 * Trusted HTML from the site configuration.
 */
content: string, 
/**
 * The banner's CSS background color.
 */
backgroundColor: string, 
/**
 * The CSS color of its text.
 */
textColor: string, 
/**
 * Whether the reader can close it.
 */
isCloseable: boolean, };

export type Navbar = { 
/**
 * The text beside the logo.
 */
title: string, 
/**
 * The logo, beside the title; both lead home.
 */
logo: Logo, 
/**
 * Whether the bar slides away as the reader scrolls down.
 */
hideOnScroll: boolean, 
/**
 * Its links, in order.
 */
items: Array<LinkConfig>, 
/**
 * The version dropdown: the sites of the library's versions, this one among them.
 */
versions: Array<VersionLink>, };

export type Logo = { 
/**
 * The image, relative to the base path.
 */
src: string, 
/**
 * The image's text alternative.
 */
alt: string, 
/**
 * Where the logo links to, if not the home page (the footer's).
 */
href?: string, 
/**
 * The image's width in CSS pixels, where the app does not set it.
 */
width?: number, 
/**
 * The image's height in CSS pixels, where the app does not set it.
 */
height?: number, };

export type LinkConfig = { 
/**
 * The link's text.
 */
label: string, 
/**
 * The route it leads to.
 */
to?: string, 
/**
 * The address it leads to, outside the site.
 */
href?: string, 
/**
 * Its accessible name, when the label is not enough (an icon's link).
 */
ariaLabel?: string, 
/**
 * Which side of the navbar it goes to; the left when absent.
 */
position?: "left" | "right", 
/**
 * An icon shown instead of the label (`github`).
 */
icon?: string, };

export type VersionLink = { 
/**
 * What the reader's choice is stored as.
 */
name: string, 
/**
 * The version's name in the dropdown.
 */
label: string, 
/**
 * The address of the version's site.
 */
href: string, 
/**
 * Whether it is this site.
 */
current: boolean, };

export type Footer = { 
/**
 * The footer's look (`dark`): its element's class is `footer-<style>`.
 */
style: string, 
/**
 * The logo above the copyright line.
 */
logo: Logo, 
/**
 * The copyright line, its `{year}` filled in.
 */
copyright: string, 
/**
 * Its columns of links.
 */
links: Array<FooterColumn>, };

export type FooterColumn = { 
/**
 * The column's heading.
 */
title: string, 
/**
 * Its links, in order.
 */
items: Array<LinkConfig>, };

export type SearchFiles = { 
/**
 * The records and the search options.
 */
docs: string, 
/**
 * The index.
 */
index: string, };

export type OfflineFiles = { 
/**
 * The service worker, which the app registers once the page has loaded.
 */
worker: string, 
/**
 * Every page's files with their sizes, which "Make available offline" saves.
 */
pages: string, 
/**
 * The script a sample or playground preview started offline runs first, when the
 * site has previews.
 */
previewLoader?: string, };

export type OfflinePages = { 
/**
 * Each page's files.
 */
pages: Array<OfflinePage>, };

export type OfflinePage = { 
/**
 * The files, the page's document first.
 */
files: Array<SizedFile>, };

export type SizedFile = { 
/**
 * Its size in bytes, as served without compression.
 */
size: number, 
/**
 * Its address, under the base path.
 */
url: string, };

export type WorkerShell = { 
/**
 * The app's script: a document that names it is of this build.
 */
appEntry: string, 
/**
 * The app shell: the not-found document, which the app renders for any address.
 */
document: string, };

export type PrerenderRequest = { 
/**
 * The site data as the browser receives it.
 */
site: SiteData, } | { 
/**
 * The page's data; none (`null`) renders the not-found page.
 */
page: PageData | null, };

export type PrerenderReply = Prerendered | { 
/**
 * What went wrong.
 */
error: string, } | { 
/**
 * Always true.
 */
ok: boolean, };

export type Prerendered = { 
/**
 * Resource hints React gathered while rendering, for the document's head.
 */
head: string, 
/**
 * The markup of the app's mount point.
 */
html: string, 
/**
 * The page's module as the front end's build manifest names it, to preload;
 * none for the not-found page.
 */
module?: string, };

export type SidebarItem = { "type": "link", 
/**
 * The link's text.
 */
label: string, 
/**
 * The route it leads to.
 */
to?: string, 
/**
 * The address it leads to, outside the site.
 */
href?: string, } | { "type": "category", 
/**
 * The category's text.
 */
label: string, 
/**
 * The category's own page, if it has one.
 */
to?: string, 
/**
 * Its entries, in order.
 */
items: Array<SidebarItem>, };
