// Generated from the engine's Rust types by `make types` (crates/model/src/typescript.rs).
// Do not edit: change the Rust types and run `make types`; `make test` fails when this file is out of date.

export type PageData = { route: string, kind: PageKind, title: string, description?: string, 
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
toc: Array<Heading>, previous?: PageLink, next?: PageLink, 
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
lastUpdated?: LastUpdated, tags?: Array<string>, home?: HomeContent, 
/**
 * The icon collections, for the icons page.
 */
icons?: IconsPageData, 
/**
 * Live samples, for pages that have them.
 */
samples?: Array<SampleData>, 
/**
 * The playground's examples and settings, for the playground page.
 */
playground?: PlaygroundData, 
/**
 * The content of a reference page, as data.
 */
reference?: Reference, 
/**
 * The id of the title's heading, on pages the app renders from data (`reference`).
 */
titleId?: string, };

export type PageKind = "home" | "icons" | "doc" | "page" | "component" | "enum" | "interface" | "cardIndex" | "playground" | "search";

export type Heading = { level: number, id: string, 
/**
 * The heading's text without markup.
 */
text: string, };

export type PageLink = { label: string, to: string, };

export type Crumb = { label: string, to?: string, };

export type LastUpdated = { 
/**
 * `2026-11-23` (UTC), for the `datetime` attribute.
 */
date: string, 
/**
 * `Nov 23, 2026`, for the reader.
 */
text: string, };

export type HomeContent = { title?: string, description?: string, keywords: Array<string>, hero: Hero, features: Array<Feature>, frameworks: Frameworks, };

export type Hero = { subtitle: string, actions: Array<Action>, };

export type Action = { label: string, to: string, };

export type Feature = { title: string, text: string, };

export type Frameworks = { title: string, text: string, items: Array<Framework>, };

export type Framework = { name: string, text: string, to: string, };

export type IconsPageData = { collections: Array<IconCollectionInfo>, guide?: PageLink, };

export type IconCollectionInfo = { id: string, label: string, package: string, version: string, npmUrl: string, count: number, 
/**
 * Site-root-relative URL of the collection's catalogue file.
 */
catalogUrl: string, };

export type SampleData = { 
/**
 * `main/Button/Basic`, also the `data-sample-id` of its placeholder in the article.
 */
id: string, title: string, description?: string, 
/**
 * Site-root-relative URL of the preview page.
 */
previewUrl: string, downloadUrl: string, 
/**
 * The sample's markup as a highlighted code block, shown until the preview runs.
 */
code: string, files: Array<SampleFile>, };

export type SampleFile = { name: "index.html" | "main.js" | "main.css", language: "html" | "js" | "css", code: string, };

export type PlaygroundData = { 
/**
 * Site-root-relative URL of the preview page.
 */
previewUrl: string, 
/**
 * In menu order; the first is the default project.
 */
examples: Array<PlaygroundExample>, download: DownloadData, };

export type PlaygroundExample = { id: string, title: string, description?: string, files: { [key in string]: string }, };

export type DownloadData = { libraryVersion: string, viteVersion: string, packages: Array<string>, };

export type Reference = { "type": "component" } & ComponentReference | { "type": "enum" } & EnumReference | { "type": "interface" } & InterfaceReference | { "type": "index" } & CardIndex;

export type ComponentReference = { 
/**
 * `ui5-button`.
 */
tag?: string, 
/**
 * The import statement as a highlighted code block.
 */
importCode: string, since?: string, deprecated?: string, 
/**
 * HTML.
 */
description: string, basicSample?: SampleSection, tryIt?: TryIt, api: ClassApi, 
/**
 * The samples after the Basic one, each under a heading of its own.
 */
moreSamples?: Section<SampleSection>, };

export type SampleSection = { heading: Heading, 
/**
 * The id of the page's `samples` entry.
 */
sample?: string, };

export type Section<T> = { heading: Heading, items: Array<T>, };

export type ClassApi = { properties: Section<Property>, slots: Section<Slot>, events: Section<Event>, methods: Section<Method>, cssParts: Section<CssPart>, };

export type TypePart = { text: string, 
/**
 * The route of the page the name links to.
 */
to?: string, };

export type Editor = "select" | "switch" | "text" | "integer" | "float" | "json" | "readonly";

export type Property = { 
/**
 * The id of its heading.
 */
id: string, name: string, 
/**
 * The attribute that sets it (`icon-end`); objects and arrays have none.
 */
attribute?: string, type: Array<TypePart>, 
/**
 * The values of an enum type.
 */
values?: Array<EnumValue>, 
/**
 * As the manifest writes it (`"Default"`, `false`).
 */
default?: string, readonly: boolean, editor: Editor, since?: string, deprecated?: string, 
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

export type EnumValue = { name: string, 
/**
 * HTML.
 */
description: string, deprecated?: string, };

export type Slot = { id: string, name: string, type: Array<TypePart>, since?: string, deprecated?: string, 
/**
 * HTML.
 */
description: string, inheritedFrom?: string, };

export type Event = { id: string, name: string, type: Array<TypePart>, 
/**
 * The fields of its `detail`.
 */
parameters: Array<Parameter>, 
/**
 * Whether `preventDefault()` cancels it.
 */
preventable: boolean, since?: string, deprecated?: string, 
/**
 * HTML.
 */
description: string, inheritedFrom?: string, };

export type Parameter = { name: string, type: Array<TypePart>, 
/**
 * The values of an enum type.
 */
values?: Array<EnumValue>, optional: boolean, default?: string, 
/**
 * HTML.
 */
description: string, };

export type Method = { id: string, name: string, parameters: Array<Parameter>, 
/**
 * What it returns; nothing (`void`) when absent.
 */
returns?: Returns, since?: string, deprecated?: string, 
/**
 * HTML.
 */
description: string, inheritedFrom?: string, };

export type Returns = { type: Array<TypePart>, 
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
description: string, inheritedFrom?: string, };

export type EnumReference = { since?: string, deprecated?: string, 
/**
 * HTML.
 */
description: string, fields: Section<EnumValue>, };

export type InterfaceReference = { since?: string, 
/**
 * HTML.
 */
description: string, implementations: Section<Implementation>, };

export type Implementation = { name: string, to?: string, 
/**
 * `@ui5/webcomponents/dist/Button.js`.
 */
module: string, };

export type CardIndex = { lists: IndexKind, 
/**
 * `Main`, `Fiori`.
 */
library: string, 
/**
 * `@ui5/webcomponents`.
 */
package: string, version: string, sections: Array<CardSection>, };

export type IndexKind = "components" | "enums" | "interfaces";

export type CardSection = { heading?: Heading, cards: Array<Card>, };

export type Card = { title: string, to: string, 
/**
 * `<ui5-button>`.
 */
detail?: string, text: string, };

export type TryIt = { heading: Heading, 
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
tag: string, opener: Opener, };

export type Opener = "showAt" | "show";

export type TrySlot = { name: string, 
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
iconAttributes: Array<string>, };
