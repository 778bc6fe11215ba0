//! The contract between the engine and the app: the site's routes, the data each
//! page is sent as (`data/<route>index.json`) and the data all pages share
//! (`data/site.json`). The app's TypeScript types are generated from these types
//! (`typescript`), so the two cannot drift apart.

pub mod class_names;
pub mod home;
pub mod icons;
pub mod migration;
pub mod navigation;
pub mod offline;
pub mod page;
pub mod playground;
pub mod preferences;
pub mod prerender;
pub mod preview;
pub mod reference;
pub mod routes;
pub mod site;
pub mod typescript;
