//! The TypeScript the app shares with the engine, generated from the Rust: the types
//! of the data it reads, the page data and the site data (`web/src/data/pageData.ts`),
//! the CSS class names (`web/src/data/classNames.ts`), and the display preferences and
//! the previews' sandbox (`web/src/data/contracts.ts`), so the two cannot drift apart.
//! `make types` writes the files; a test fails when one is out of date.

use ts_rs::{Config, TS};

use crate::reference;

/// Where the generated types are, relative to the project root.
pub const PAGE_DATA_TYPES: &str = "web/src/data/pageData.ts";

/// Where the generated class names are, relative to the project root.
pub const CLASS_NAMES: &str = "web/src/data/classNames.ts";

/// Where the generated preferences and preview constants are, relative to the project root.
pub const CONTRACTS: &str = "web/src/data/contracts.ts";

const HEADER: &str = "// Generated from the engine's Rust by `make types` (crates/model/src/typescript.rs).\n\
    // Do not edit: change the Rust and run `make types`; `make test` fails when this file is out of date.\n";

/// Every generated file: its path relative to the project root, and its text.
pub fn generated_files() -> [(&'static str, String); 3] {
    [(PAGE_DATA_TYPES, page_data_types()), (CLASS_NAMES, class_names()), (CONTRACTS, contracts())]
}

/// The text of the generated file.
pub fn page_data_types() -> String {
    let config = Config::new();
    let declarations = [
        crate::page::Page::decl(&config),
        crate::routes::PageKind::decl(&config),
        crate::navigation::Heading::decl(&config),
        crate::navigation::PageLink::decl(&config),
        crate::navigation::Crumb::decl(&config),
        crate::page::LastUpdated::decl(&config),
        crate::home::HomeFrontMatter::decl(&config),
        crate::home::Hero::decl(&config),
        crate::home::Action::decl(&config),
        crate::home::Feature::decl(&config),
        crate::home::Frameworks::decl(&config),
        crate::home::Framework::decl(&config),
        crate::icons::IconsPageData::decl(&config),
        crate::icons::CollectionData::decl(&config),
        crate::icons::IconExample::decl(&config),
        crate::icons::IconCatalog::decl(&config),
        crate::icons::IconData::decl(&config),
        crate::page::SampleData::decl(&config),
        crate::page::SampleFile::decl(&config),
        crate::playground::PlaygroundData::decl(&config),
        crate::playground::ExampleData::decl(&config),
        reference::ComponentReference::decl(&config),
        reference::SampleSection::decl(&config),
        reference::Section::<()>::decl(&config),
        reference::ClassApi::decl(&config),
        reference::TypePart::decl(&config),
        reference::Editor::decl(&config),
        reference::Property::decl(&config),
        reference::EnumValue::decl(&config),
        reference::Slot::decl(&config),
        reference::Event::decl(&config),
        reference::Parameter::decl(&config),
        reference::Method::decl(&config),
        reference::Returns::decl(&config),
        reference::CssPart::decl(&config),
        reference::EnumReference::decl(&config),
        reference::InterfaceReference::decl(&config),
        reference::Implementation::decl(&config),
        reference::CardIndex::decl(&config),
        reference::IndexKind::decl(&config),
        reference::CardSection::decl(&config),
        reference::Card::decl(&config),
        reference::TryIt::decl(&config),
        reference::Popup::decl(&config),
        reference::Opener::decl(&config),
        reference::TrySlot::decl(&config),
        reference::TryElement::decl(&config),
        crate::migration::Version2::decl(&config),
        crate::migration::VersionChange::decl(&config),
        crate::migration::MigrationGuide::decl(&config),
        crate::migration::MigrationPageData::decl(&config),
        crate::migration::MigrationPackage::decl(&config),
        crate::migration::MigrationGroup::decl(&config),
        crate::site::SiteData::decl(&config),
        crate::site::DownloadData::decl(&config),
        crate::site::Locale::decl(&config),
        crate::site::ColorMode::decl(&config),
        crate::site::AnnouncementBar::decl(&config),
        crate::site::Navbar::decl(&config),
        crate::site::Logo::decl(&config),
        crate::site::LinkConfig::decl(&config),
        crate::site::VersionLink::decl(&config),
        crate::site::FooterData::decl(&config),
        crate::site::FooterColumn::decl(&config),
        crate::site::SearchFiles::decl(&config),
        crate::site::OfflineFiles::decl(&config),
        crate::offline::OfflinePages::decl(&config),
        crate::offline::OfflinePage::decl(&config),
        crate::offline::SizedFile::decl(&config),
        crate::offline::WorkerShell::decl(&config),
        crate::prerender::PrerenderRequest::decl(&config),
        crate::prerender::PrerenderReply::decl(&config),
        crate::prerender::Prerendered::decl(&config),
        crate::navigation::SidebarItem::decl(&config),
    ];
    let mut text = String::from(HEADER);
    for declaration in declarations {
        text.push_str("\nexport ");
        text.push_str(&declaration);
        text.push('\n');
    }
    text
}

/// The text of the class names' file: one constant object, and the classes that are
/// not prose.
pub fn class_names() -> String {
    use crate::class_names::{ALL, NOT_PROSE};
    let mut text = String::from(HEADER);
    text.push_str("\n/** The CSS class names the engine's markup and the app's share (crates/model/src/class_names.rs). */\nexport const CLASS_NAMES = {\n");
    for (name, class) in ALL {
        text.push_str(&format!("  {name}: \"{class}\",\n"));
    }
    text.push_str("} as const;\n\n/** Markup whose text is not the page's prose: search neither indexes nor highlights it. */\nexport const NOT_PROSE_CLASSES = [");
    text.push_str(&NOT_PROSE.iter().map(|class| format!("\"{class}\"")).collect::<Vec<_>>().join(", "));
    text.push_str("] as const;\n");
    text
}

/// The text of the contracts' file: the display preferences (`crate::preferences`)
/// and the previews' sandbox (`crate::preview`), as constants with their types.
pub fn contracts() -> String {
    use crate::preferences::{
        storage_keys, CONTENT_DENSITIES, DEFAULT_CONTENT_DENSITY, DEFAULT_TEXT_DIRECTION, DEFAULT_THEME, TEXT_DIRECTIONS, THEMES,
    };
    let quoted = |text: &str| format!("\"{text}\"");
    let list = |items: &[&str]| items.iter().map(|item| quoted(item)).collect::<Vec<_>>().join(", ");
    let mut text = String::from(HEADER);
    text.push_str(
        "\n/** The components' themes, in the theme menu's order (crates/model/src/preferences.rs). */\nexport const THEMES = [\n",
    );
    for theme in &THEMES {
        let mode = if theme.dark { "dark" } else { "light" };
        text.push_str(&format!(
            "  {{ value: {}, label: {}, colorMode: {}, highContrast: {}, counterpart: {} }},\n",
            quoted(theme.name),
            quoted(theme.label),
            quoted(mode),
            theme.high_contrast,
            quoted(theme.counterpart)
        ));
    }
    text.push_str("] as const;\nexport type Theme = (typeof THEMES)[number][\"value\"];\n\n");
    text.push_str(&format!("export const CONTENT_DENSITIES = [{}] as const;\n", list(&CONTENT_DENSITIES)));
    text.push_str("export type ContentDensity = (typeof CONTENT_DENSITIES)[number];\n");
    text.push_str(&format!("export const TEXT_DIRECTIONS = [{}] as const;\n", list(&TEXT_DIRECTIONS)));
    text.push_str("export type TextDirection = (typeof TEXT_DIRECTIONS)[number];\n\n");
    text.push_str(&format!(
        "/** A first visit's settings. */\nexport const DEFAULT_SETTINGS = {{ theme: {}, contentDensity: {}, textDirection: {} }} as const;\n\n",
        quoted(DEFAULT_THEME),
        quoted(DEFAULT_CONTENT_DENSITY),
        quoted(DEFAULT_TEXT_DIRECTION)
    ));
    text.push_str(&format!(
        "/** The local-storage keys of the settings. */\nexport const SETTINGS_STORAGE_KEYS = {{ theme: {}, contentDensity: {}, textDirection: {} }} as const;\n",
        quoted(storage_keys::THEME),
        quoted(storage_keys::CONTENT_DENSITY),
        quoted(storage_keys::TEXT_DIRECTION)
    ));
    text.push_str(&format!(
        "/** The local-storage key of the site's colour mode. */\nexport const COLOR_MODE_STORAGE_KEY = {};\n",
        quoted(storage_keys::COLOR_MODE)
    ));
    text.push_str(&format!(
        "/** The local-storage keys of the announcement's dismissal. */\nexport const ANNOUNCEMENT_STORAGE_KEYS = {{ dismiss: {}, id: {} }} as const;\n\n",
        quoted(storage_keys::ANNOUNCEMENT_DISMISS),
        quoted(storage_keys::ANNOUNCEMENT_ID)
    ));
    text.push_str(&format!(
        "/** Every preview iframe's `sandbox` (crates/model/src/preview.rs). */\nexport const PREVIEW_SANDBOX = {};\n",
        quoted(crate::preview::PREVIEW_SANDBOX)
    ));
    text
}
