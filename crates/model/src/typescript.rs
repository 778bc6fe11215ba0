//! The TypeScript the app shares with the engine, generated from the Rust: the types
//! of the data it reads, the page data and the site data (`web/src/data/pageData.ts`),
//! and the CSS class names (`web/src/data/classNames.ts`), so the two cannot drift
//! apart. `make types` writes the files; a test fails when one is out of date.

use ts_rs::{Config, TS};

use crate::reference;

/// Where the generated types are, relative to the project root.
pub const PAGE_DATA_TYPES: &str = "web/src/data/pageData.ts";

/// Where the generated class names are, relative to the project root.
pub const CLASS_NAMES: &str = "web/src/data/classNames.ts";

const HEADER: &str = "// Generated from the engine's Rust by `make types` (crates/model/src/typescript.rs).\n\
    // Do not edit: change the Rust and run `make types`; `make test` fails when this file is out of date.\n";

/// Every generated file: its path relative to the project root, and its text.
pub fn generated_files() -> [(&'static str, String); 2] {
    [(PAGE_DATA_TYPES, page_data_types()), (CLASS_NAMES, class_names())]
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
        crate::page::SampleData::decl(&config),
        crate::page::SampleFile::decl(&config),
        crate::playground::PlaygroundData::decl(&config),
        crate::playground::ExampleData::decl(&config),
        reference::Reference::decl(&config),
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
