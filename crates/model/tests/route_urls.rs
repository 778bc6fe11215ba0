//! The route-to-URL vectors the app's tests read too (`route_urls.json`): one
//! encoding of routes on both sides of the contract.

use serde::Deserialize;

#[derive(Deserialize)]
struct Vectors {
    base: String,
    cases: Vec<Case>,
}

#[derive(Deserialize)]
struct Case {
    route: String,
    url: String,
}

#[test]
fn routes_become_the_urls_the_app_computes_too() {
    let vectors: Vectors = serde_json::from_str(include_str!("route_urls.json")).expect("the vectors are valid JSON");
    for case in vectors.cases {
        assert_eq!(site_model::routes::route_url(&vectors.base, &case.route), case.url, "route {:?}", case.route);
        let relative = &case.url[vectors.base.len()..];
        let decoded = site_model::routes::decode_route(relative).expect("valid UTF-8");
        assert_eq!(decoded, case.route, "the URL decodes back to the route");
    }
}
