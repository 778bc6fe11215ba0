// Display preferences (spec sections 3, 4 and 9): the components' theme, content
// density and text direction, and the site's colour mode and contrast that follow
// the theme. Kept in local storage, shared by every page and every open tab.

import { useSyncExternalStore } from "react";
import type { ContentDensity, Settings, TextDirection, Theme } from "../preview/messages";
import { readStorage, writeStorage } from "./storage";

export type { ContentDensity, Settings, TextDirection, Theme };
export type ColorMode = "light" | "dark";
/** The site's contrast: high with a high-contrast theme (`data-contrast="high"`). */
export type Contrast = "normal" | "high";

export const THEMES: readonly { value: Theme; label: string }[] = [
  { value: "sap_horizon", label: "Morning Horizon" },
  { value: "sap_horizon_dark", label: "Evening Horizon" },
  { value: "sap_horizon_hcb", label: "Horizon High Contrast Black" },
  { value: "sap_horizon_hcw", label: "Horizon High Contrast White" },
  { value: "sap_fiori_3", label: "Quartz Light" },
  { value: "sap_fiori_3_dark", label: "Quartz Dark" },
  { value: "sap_fiori_3_hcb", label: "Quartz High Contrast Black" },
  { value: "sap_fiori_3_hcw", label: "Quartz High Contrast White" },
];

export const CONTENT_DENSITIES: readonly ContentDensity[] = ["Cozy", "Compact"];
export const TEXT_DIRECTIONS: readonly TextDirection[] = ["LTR", "RTL"];

export const DEFAULT_SETTINGS: Settings = { theme: "sap_horizon", contentDensity: "Compact", textDirection: "LTR" };

export const STORAGE_KEYS: Record<keyof Settings, string> = {
  theme: "ui5-theme",
  contentDensity: "ui5-content-density",
  textDirection: "ui5-text-direction",
};
export const COLOR_MODE_KEY = "theme";

const LIGHT_THEMES: ReadonlySet<Theme> = new Set(["sap_horizon", "sap_horizon_hcw", "sap_fiori_3", "sap_fiori_3_hcw"]);

const HIGH_CONTRAST_THEMES: ReadonlySet<Theme> = new Set(["sap_horizon_hcb", "sap_horizon_hcw", "sap_fiori_3_hcb", "sap_fiori_3_hcw"]);

/** The site's colour mode for a theme. */
export function colorModeOf(theme: Theme): ColorMode {
  return LIGHT_THEMES.has(theme) ? "light" : "dark";
}

/** The site's contrast for a theme: the high-contrast themes make the site itself high contrast. */
export function contrastOf(theme: Theme): Contrast {
  return HIGH_CONTRAST_THEMES.has(theme) ? "high" : "normal";
}

/** The theme the colour-mode toggle switches to: the same family in the other mode. */
export const COUNTERPART_THEME: Readonly<Record<Theme, Theme>> = {
  sap_horizon: "sap_horizon_dark",
  sap_horizon_dark: "sap_horizon",
  sap_horizon_hcw: "sap_horizon_hcb",
  sap_horizon_hcb: "sap_horizon_hcw",
  sap_fiori_3: "sap_fiori_3_dark",
  sap_fiori_3_dark: "sap_fiori_3",
  sap_fiori_3_hcw: "sap_fiori_3_hcb",
  sap_fiori_3_hcb: "sap_fiori_3_hcw",
};

function isTheme(value: string | null): value is Theme {
  return THEMES.some((theme) => theme.value === value);
}

/** The stored settings; anything missing or unknown falls back to the default. */
export function readSettings(): Settings {
  const theme = readStorage(STORAGE_KEYS.theme);
  const density = readStorage(STORAGE_KEYS.contentDensity);
  const direction = readStorage(STORAGE_KEYS.textDirection);
  return {
    theme: isTheme(theme) ? theme : DEFAULT_SETTINGS.theme,
    contentDensity: CONTENT_DENSITIES.includes(density as ContentDensity) ? (density as ContentDensity) : DEFAULT_SETTINGS.contentDensity,
    textDirection: TEXT_DIRECTIONS.includes(direction as TextDirection) ? (direction as TextDirection) : DEFAULT_SETTINGS.textDirection,
  };
}

/** Shows the colour mode on the document, as the head script does before first paint. */
export function applyColorMode(mode: ColorMode): void {
  document.documentElement.dataset.theme = mode;
}

/**
 * Shows the contrast on the document (`data-contrast="high"`, or no attribute), as
 * the head script does before first paint; high-contrast.css reads it.
 */
export function applyContrast(contrast: Contrast): void {
  if (contrast === "high") document.documentElement.dataset.contrast = "high";
  else delete document.documentElement.dataset.contrast;
}

let current: Settings | null = null;
const listeners = new Set<() => void>();

function snapshot(): Settings {
  if (current === null) {
    current = readSettings();
    // The document agrees with the stored theme from the start, even where its head
    // script set no contrast. (The colour mode is the head script's alone until the
    // reader changes a setting: without a stored theme it follows the stored mode.)
    if (typeof document !== "undefined") applyContrast(contrastOf(current.theme));
  }
  return current;
}

function publish(next: Settings): void {
  current = next;
  applyColorMode(colorModeOf(next.theme));
  applyContrast(contrastOf(next.theme));
  listeners.forEach((listener) => listener());
}

/** Changes settings: stores all three keys and the colour mode, and tells every listener. */
export function updateSettings(patch: Partial<Settings>): void {
  const next = { ...snapshot(), ...patch };
  writeStorage(STORAGE_KEYS.theme, next.theme);
  writeStorage(STORAGE_KEYS.contentDensity, next.contentDensity);
  writeStorage(STORAGE_KEYS.textDirection, next.textDirection);
  writeStorage(COLOR_MODE_KEY, colorModeOf(next.theme));
  publish(next);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed a preference: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values(STORAGE_KEYS).includes(event.key) || event.key === COLOR_MODE_KEY) {
      publish(readSettings());
    }
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The current settings, kept up to date. */
export function useSettings(): Settings {
  return useSyncExternalStore(subscribe, snapshot, () => DEFAULT_SETTINGS);
}
