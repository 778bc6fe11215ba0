//! The contract between the engine and the app: the site's routes and the data each
//! page is sent as (`data/<route>index.json`). The app's TypeScript types are
//! generated from these types (`typescript`), so the two cannot drift apart.

pub mod home;
pub mod icons;
pub mod navigation;
pub mod page;
pub mod playground;
pub mod reference;
pub mod routes;
pub mod typescript;
