// Generated from the engine's Rust by `make types` (crates/model/src/typescript.rs).
// Do not edit: change the Rust and run `make types`; `make test` fails when this file is out of date.

/** The components' themes, in the theme menu's order (crates/model/src/preferences.rs). */
export const THEMES = [
  { value: "sap_horizon", label: "Morning Horizon", colorMode: "light", highContrast: false, counterpart: "sap_horizon_dark" },
  { value: "sap_horizon_dark", label: "Evening Horizon", colorMode: "dark", highContrast: false, counterpart: "sap_horizon" },
  { value: "sap_horizon_hcb", label: "Horizon High Contrast Black", colorMode: "dark", highContrast: true, counterpart: "sap_horizon_hcw" },
  { value: "sap_horizon_hcw", label: "Horizon High Contrast White", colorMode: "light", highContrast: true, counterpart: "sap_horizon_hcb" },
  { value: "sap_fiori_3", label: "Quartz Light", colorMode: "light", highContrast: false, counterpart: "sap_fiori_3_dark" },
  { value: "sap_fiori_3_dark", label: "Quartz Dark", colorMode: "dark", highContrast: false, counterpart: "sap_fiori_3" },
  { value: "sap_fiori_3_hcb", label: "Quartz High Contrast Black", colorMode: "dark", highContrast: true, counterpart: "sap_fiori_3_hcw" },
  { value: "sap_fiori_3_hcw", label: "Quartz High Contrast White", colorMode: "light", highContrast: true, counterpart: "sap_fiori_3_hcb" },
] as const;
export type Theme = (typeof THEMES)[number]["value"];

export const CONTENT_DENSITIES = ["Cozy", "Compact"] as const;
export type ContentDensity = (typeof CONTENT_DENSITIES)[number];
export const TEXT_DIRECTIONS = ["LTR", "RTL"] as const;
export type TextDirection = (typeof TEXT_DIRECTIONS)[number];

/** A first visit's settings. */
export const DEFAULT_SETTINGS = { theme: "sap_horizon", contentDensity: "Compact", textDirection: "LTR" } as const;

/** The local-storage keys of the settings. */
export const SETTINGS_STORAGE_KEYS = { theme: "ui5-theme", contentDensity: "ui5-content-density", textDirection: "ui5-text-direction" } as const;
/** The local-storage key of the site's colour mode. */
export const COLOR_MODE_STORAGE_KEY = "theme";
/** The local-storage keys of the announcement's dismissal. */
export const ANNOUNCEMENT_STORAGE_KEYS = { dismiss: "docusaurus.announcement.dismiss", id: "docusaurus.announcement.id" } as const;

/** Every preview iframe's `sandbox` (crates/model/src/preview.rs). */
export const PREVIEW_SANDBOX = "allow-scripts allow-forms allow-modals allow-popups";
