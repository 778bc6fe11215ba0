//! The TypeScript types of the data the app reads, the page data and the site data
//! (`web/src/data/pageData.ts`), generated from the Rust types the engine serializes,
//! so the two cannot drift apart.
//! `make types` writes the file; a test fails when it is out of date.

use ts_rs::{Config, TS};

use crate::reference;

/// Where the generated file is, relative to the project root.
pub const PAGE_DATA_TYPES: &str = "web/src/data/pageData.ts";

/// The text of the generated file.
pub fn page_data_types() -> String {
    let config = Config::new();
    let declarations = [
        crate::page::Page::decl(&config),
        crate::routes::PageKind::decl(&config),
        crate::page::Heading::decl(&config),
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
        crate::page::SampleData::decl(&config),
        crate::page::SampleFile::decl(&config),
        crate::playground::PlaygroundData::decl(&config),
        crate::playground::ExampleData::decl(&config),
        crate::playground::DownloadData::decl(&config),
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
        crate::site::SiteData::decl(&config),
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
        crate::navigation::SidebarItem::decl(&config),
    ];
    let mut text = String::from(
        "// Generated from the engine's Rust types by `make types` (crates/model/src/typescript.rs).\n\
         // Do not edit: change the Rust types and run `make types`; `make test` fails when this file is out of date.\n",
    );
    for declaration in declarations {
        text.push_str("\nexport ");
        text.push_str(&declaration);
        text.push('\n');
    }
    text
}
