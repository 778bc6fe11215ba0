//! The README's nginx example against the headers the engine gives the real site: a
//! reader who copies it serves the site as `site serve` does. Needs the installed
//! packages' bundle (`web/dist-packages`), which `make test` builds first.

use std::path::Path;

use site_config::SiteConfig;
use site_diagnostics::Diagnostics;
use site_front_end::packages_bundle::PackagesBundle;

#[test]
fn the_readmes_nginx_example_sends_the_headers_of_the_real_site() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let diagnostics = Diagnostics::default();
    let config_file = root.join("content/site.toml");
    let config = SiteConfig::load(&config_file, &config_file, &diagnostics).expect("the site's configuration loads");
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let nginx = readme.split("```nginx").nth(1).and_then(|rest| rest.split("```").next()).expect("the README has an nginx example");

    let packages = PackagesBundle::load(&root.join("web/dist-packages"))
        .expect("the packages bundle is built (`make web/dist-packages/.vite/manifest.json`)");
    let policy = site_compiler::emit::site_policy(false, &config.base_url, Some(&packages));
    for rule in policy.rules().rules {
        for (name, value) in &rule.headers {
            assert!(nginx.contains(&format!("add_header {name} ")), "the nginx example does not send {name}");
            assert!(nginx.contains(&format!("\"{value}\"")), "the nginx example does not send {name}: {value}");
        }
        let location = format!("location {}{}", config.base_url, rule.path);
        assert!(nginx.contains(&location) || rule.documents == Some(true), "no `{location}` in the nginx example");
    }
    // The Markdown twins are served as `site serve` serves them.
    assert!(nginx.contains("default_type \"text/markdown; charset=utf-8\";"), "the nginx example does not serve `index.md` as Markdown");
}
