//! `data/api.json`: the component API as data for tools (`site_api::api_data`),
//! from the same model the reference pages are made of, with what changes in version 2.

use site_api::api_data::{ApiData, ComponentData, EnumData, EventData, MethodData, NamedText, ParameterData, PropertyData, SlotData};
use site_api::declared::{self, ApiModel, Component};
use site_api::markup_check::Vocabulary;

use crate::migration::MigrationContext;
use crate::{strip_overview, summary};

/// The data of `model`, as JSON.
pub fn json(model: &ApiModel, vocabulary: &Vocabulary, migration: Option<&MigrationContext>, library_version: &str) -> Vec<u8> {
    let data = ApiData {
        library_version: library_version.to_string(),
        components: model.components.iter().map(|component| component_data(component, model, migration)).collect(),
        enums: model
            .enums
            .iter()
            .map(|item| EnumData {
                name: item.name.clone(),
                package: item.library.package().to_string(),
                route: item.library.enum_route(&item.name),
                values: item.fields.iter().map(|field| named(&field.name, &field.description)).collect(),
            })
            .collect(),
        vocabulary: vocabulary.clone(),
    };
    serde_json::to_vec(&data).expect("the API data serializes")
}

fn component_data(component: &Component, model: &ApiModel, migration: Option<&MigrationContext>) -> ComponentData {
    let api = &component.api;
    let package = component.library.package();
    let values = |ty: &declared::TypeRef| {
        model.enum_named(ty.plain()).map(|item| item.fields.iter().map(|f| f.name.clone()).collect()).unwrap_or_default()
    };
    ComponentData {
        name: component.name.clone(),
        tag: component.tag.clone(),
        package: package.to_string(),
        module: format!("{package}/{}", component.module),
        route: component.library.component_route(&component.name),
        summary: summary(&component.description),
        description: strip_overview(&component.description).trim().to_string(),
        since: component.since.clone(),
        deprecated: component.deprecated.clone(),
        properties: api
            .properties
            .iter()
            .map(|property| PropertyData {
                name: property.name.clone(),
                attribute: property.attribute.clone(),
                ty: property.ty.text.clone(),
                default: property.default.clone(),
                values: values(&property.ty),
                readonly: property.readonly,
                deprecated: property.deprecated.clone(),
                description: property.description.clone(),
            })
            .collect(),
        slots: api
            .slots
            .iter()
            .map(|slot| SlotData {
                name: slot.name.clone(),
                ty: slot.ty.text.clone(),
                deprecated: slot.deprecated.clone(),
                description: slot.description.clone(),
            })
            .collect(),
        events: api
            .events
            .iter()
            .map(|event| EventData {
                name: event.name.clone(),
                detail: parameters(&event.parameters),
                preventable: event.preventable,
                deprecated: event.deprecated.clone(),
                description: event.description.clone(),
            })
            .collect(),
        methods: api
            .methods
            .iter()
            .map(|method| MethodData {
                name: method.name.clone(),
                parameters: parameters(&method.parameters),
                returns: method.returns.as_ref().map(|(ty, _)| ty.text.clone()).filter(|ty| !ty.is_empty() && ty != "void"),
                deprecated: method.deprecated.clone(),
                description: method.description.clone(),
            })
            .collect(),
        css_parts: api.css_parts.iter().map(|part| named(&part.name, &part.description)).collect(),
        features: component.features.iter().map(|module| format!("{package}/{module}")).collect(),
        version2: migration.and_then(|m| m.component_data(&component.name)),
    }
}

fn parameters(parameters: &[declared::Parameter]) -> Vec<ParameterData> {
    parameters
        .iter()
        .map(|p| ParameterData { name: p.name.clone(), ty: p.ty.text.clone(), optional: p.optional, description: p.description.clone() })
        .collect()
}

fn named(name: &str, description: &str) -> NamedText {
    NamedText { name: name.to_string(), description: description.to_string() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use site_api::api_data::ApiData;

    #[test]
    fn every_component_is_written_with_its_module_route_enum_values_and_vocabulary() {
        let dir = tempfile::tempdir().unwrap();
        let package = dir.path().join("@ui5/webcomponents/dist");
        std::fs::create_dir_all(&package).unwrap();
        std::fs::write(
            package.join("custom-elements-internal.json"),
            r#"{"modules": [
                {"path": "dist/Button.js", "declarations": [{"kind": "class", "name": "Button", "tagName": "ui5-button",
                  "description": "A push button. It can be pressed.",
                  "members": [{"kind": "field", "name": "design", "privacy": "public", "type": {"text": "ButtonDesign"},
                               "_ui5validator": "ButtonDesign", "default": "\"Default\""}],
                  "attributes": [{"name": "design", "fieldName": "design"}],
                  "events": [{"name": "click", "_ui5privacy": "public"}]}]},
                {"path": "dist/types/ButtonDesign.js", "declarations": [{"kind": "enum", "name": "ButtonDesign",
                  "members": [{"kind": "field", "name": "Default"}, {"kind": "field", "name": "Emphasized"}]}]}
            ]}"#,
        )
        .unwrap();
        for other in ["@ui5/webcomponents-fiori/dist", "@ui5/webcomponents-base/dist"] {
            std::fs::create_dir_all(dir.path().join(other)).unwrap();
            std::fs::write(dir.path().join(other).join("custom-elements-internal.json"), r#"{"modules": []}"#).unwrap();
        }
        let diagnostics = site_diagnostics::Diagnostics::default();
        let model = site_api::load(dir.path(), dir.path(), &diagnostics).unwrap();
        let vocabulary = Vocabulary::of(&model);
        let data: ApiData = serde_json::from_slice(&json(&model, &vocabulary, None, "1.24.24")).unwrap();
        let button = &data.components[0];
        assert_eq!((button.tag.as_str(), button.module.as_str()), ("ui5-button", "@ui5/webcomponents/dist/Button.js"));
        assert_eq!((button.route.as_str(), button.summary.as_str()), ("components/Button/", "A push button."));
        assert_eq!(button.properties[0].values, ["Default", "Emphasized"]);
        assert_eq!(button.properties[0].default.as_deref(), Some("\"Default\""));
        assert_eq!(button.events[0].name, "click");
        assert_eq!(data.enums[0].route, "components/enums/ButtonDesign/");
        assert_eq!(data.vocabulary, vocabulary);
        assert_eq!(data.library_version, "1.24.24");
    }
}
