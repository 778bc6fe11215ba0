//! The display preferences the engine and the app share (spec sections 3, 4 and 9):
//! the components' themes, with the colour mode and contrast each gives the site, the
//! settings' values and defaults, and the keys of the browser's storage they are kept
//! under. The engine's head script applies them before the first paint, the app
//! (through the generated `web/src/data/contracts.ts`) everywhere else.

/// A theme of the components, as the theme menu offers it.
pub struct Theme {
    /// Its name, as the components and the storage know it.
    pub name: &'static str,
    /// What the theme menu shows.
    pub label: &'static str,
    /// Whether the site around the samples is dark with it.
    pub dark: bool,
    /// Whether it is a high-contrast theme, which makes the site high contrast too.
    pub high_contrast: bool,
    /// The theme of the same family in the other colour mode, which the colour-mode
    /// toggle switches to.
    pub counterpart: &'static str,
}

/// Every theme, in the theme menu's order.
pub const THEMES: [Theme; 8] = [
    theme("sap_horizon", "Morning Horizon", false, false, "sap_horizon_dark"),
    theme("sap_horizon_dark", "Evening Horizon", true, false, "sap_horizon"),
    theme("sap_horizon_hcb", "Horizon High Contrast Black", true, true, "sap_horizon_hcw"),
    theme("sap_horizon_hcw", "Horizon High Contrast White", false, true, "sap_horizon_hcb"),
    theme("sap_fiori_3", "Quartz Light", false, false, "sap_fiori_3_dark"),
    theme("sap_fiori_3_dark", "Quartz Dark", true, false, "sap_fiori_3"),
    theme("sap_fiori_3_hcb", "Quartz High Contrast Black", true, true, "sap_fiori_3_hcw"),
    theme("sap_fiori_3_hcw", "Quartz High Contrast White", false, true, "sap_fiori_3_hcb"),
];

const fn theme(name: &'static str, label: &'static str, dark: bool, high_contrast: bool, counterpart: &'static str) -> Theme {
    Theme { name, label, dark, high_contrast, counterpart }
}

/// The theme of a first visit.
pub const DEFAULT_THEME: &str = "sap_horizon";

/// The content densities, in the menu's order.
pub const CONTENT_DENSITIES: [&str; 2] = ["Cozy", "Compact"];

/// The content density of a first visit.
pub const DEFAULT_CONTENT_DENSITY: &str = "Compact";

/// The text directions, in the menu's order.
pub const TEXT_DIRECTIONS: [&str; 2] = ["LTR", "RTL"];

/// The text direction of a first visit.
pub const DEFAULT_TEXT_DIRECTION: &str = "LTR";

/// The keys of the browser's local storage the preferences are kept under.
pub mod storage_keys {
    /// The reader's theme.
    pub const THEME: &str = "ui5-theme";
    /// The reader's content density.
    pub const CONTENT_DENSITY: &str = "ui5-content-density";
    /// The reader's text direction.
    pub const TEXT_DIRECTION: &str = "ui5-text-direction";
    /// The site's colour mode, which follows the theme; read alone when the stored
    /// theme is unknown.
    pub const COLOR_MODE: &str = "theme";
    /// Whether the reader closed the announcement (`"true"`).
    pub const ANNOUNCEMENT_DISMISS: &str = "docusaurus.announcement.dismiss";
    /// The id of the announcement the dismissal is for: a new one shows again.
    pub const ANNOUNCEMENT_ID: &str = "docusaurus.announcement.id";
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(name: &str) -> &'static Theme {
        THEMES.iter().find(|theme| theme.name == name).unwrap_or_else(|| panic!("no theme {name}"))
    }

    #[test]
    fn each_theme_switches_to_one_of_its_contrast_in_the_other_mode_and_back() {
        for theme in &THEMES {
            let counterpart = named(theme.counterpart);
            assert_eq!(counterpart.counterpart, theme.name);
            assert_ne!(counterpart.dark, theme.dark, "{}", theme.name);
            assert_eq!(counterpart.high_contrast, theme.high_contrast, "{}", theme.name);
        }
        assert!(!named(DEFAULT_THEME).dark, "spec: a first visit is light");
    }
}
