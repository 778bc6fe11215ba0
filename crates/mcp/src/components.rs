//! `list_components` and `get_component_api`: the component API the build wrote
//! (`data/api.json`), by package, tag or class name.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use site_api::api_data::ComponentData;

use crate::closest::{closest, OFFERED};
use crate::site::Site;

/// What `list_components` is asked.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct ListInput {
    /// Only this package's components: `@ui5/webcomponents` (or `main`) or
    /// `@ui5/webcomponents-fiori` (or `fiori`). Every package's when left out.
    pub package: Option<String>,
}

/// The components of the packages.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ComponentList {
    /// The packages' version.
    pub library_version: String,
    /// The components, by package and class name.
    pub components: Vec<ComponentSummary>,
}

/// A component, in a line.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ComponentSummary {
    /// The element's tag (`ui5-button`).
    pub tag: String,
    /// The class (`Button`).
    pub name: String,
    /// The npm package.
    pub package: String,
    /// The first sentence of its description.
    pub summary: String,
    /// Its page's path, for `get_page`.
    pub path: String,
}

/// What `get_component_api` is asked.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct ApiInput {
    /// The component's tag (`ui5-button`, `<ui5-button>`) or class name (`Button`).
    pub name: String,
}

/// The components of `package` (every package's without one).
pub(crate) fn list(site: &Site, input: &ListInput) -> Result<ComponentList, String> {
    let mut packages: Vec<&str> = Vec::new();
    for component in &site.api.components {
        if !packages.contains(&component.package.as_str()) {
            packages.push(&component.package);
        }
    }
    let package = match input.package.as_deref().map(str::trim).filter(|p| !p.is_empty()) {
        None => None,
        Some(wanted) => {
            let found = packages.iter().find(|package| {
                let short = package.strip_prefix("@ui5/webcomponents").map(|rest| rest.trim_start_matches('-')).unwrap_or(package);
                package.eq_ignore_ascii_case(wanted)
                    || (short.is_empty() && wanted.eq_ignore_ascii_case("main"))
                    || short.eq_ignore_ascii_case(wanted)
            });
            match found {
                Some(package) => Some(*package),
                None => return Err(format!("No package `{wanted}`: the packages are {}.", quoted(&packages))),
            }
        }
    };
    let components = site
        .api
        .components
        .iter()
        .filter(|component| package.is_none_or(|package| component.package == package))
        .map(|component| ComponentSummary {
            tag: component.tag.clone(),
            name: component.name.clone(),
            package: component.package.clone(),
            summary: component.summary.clone(),
            path: component.route.clone(),
        })
        .collect();
    Ok(ComponentList { library_version: site.api.library_version.clone(), components })
}

/// The API of the component `name` names, or an error naming the closest components.
pub(crate) fn api(site: &Site, input: &ApiInput) -> Result<ComponentData, String> {
    let wanted = input.name.trim().trim_start_matches('<').trim_end_matches('>').trim_end_matches('/').trim();
    let components = &site.api.components;
    let found = components.iter().find(|c| c.tag.eq_ignore_ascii_case(wanted) || c.name.eq_ignore_ascii_case(wanted));
    if let Some(component) = found {
        return Ok(component.clone());
    }
    let names = components.iter().flat_map(|c| [c.tag.as_str(), c.name.as_str()]);
    let offered: Vec<String> = closest(wanted, names, OFFERED * 2)
        .into_iter()
        .filter_map(|name| components.iter().find(|c| c.tag == name || c.name == name))
        .map(|c| format!("`{}` ({})", c.tag, c.name))
        .fold(Vec::new(), |mut offered, name| {
            if !offered.contains(&name) && offered.len() < OFFERED {
                offered.push(name);
            }
            offered
        });
    let hint =
        if offered.is_empty() { " `list_components` lists them all.".to_string() } else { format!(" Closest: {}.", offered.join(", ")) };
    Err(format!("No component `{}` in UI5 Web Components {}.{hint}", input.name.trim(), site.api.library_version))
}

fn quoted(names: &[&str]) -> String {
    names.iter().map(|name| format!("`{name}`")).collect::<Vec<_>>().join(", ")
}
