// Display preferences (spec sections 3, 4 and 9): the components' theme, content
// density and text direction, and the site's colour mode and contrast that follow
// the theme. Kept in local storage, shared by every page and every open tab.

// The themes, values, defaults and storage keys are the engine's (generated in
// `../data/contracts`), which its head script applies before the first paint.

import { useSyncExternalStore } from "react";
import {
  COLOR_MODE_STORAGE_KEY,
  CONTENT_DENSITIES,
  DEFAULT_SETTINGS,
  SETTINGS_STORAGE_KEYS,
  TEXT_DIRECTIONS,
  THEMES,
} from "../data/contracts";
import type { ContentDensity, Settings, TextDirection, Theme } from "../preview/messages";
import { readStorage, writeStorage } from "./storage";

export type { ContentDensity, Settings, TextDirection, Theme };
export { CONTENT_DENSITIES, DEFAULT_SETTINGS, TEXT_DIRECTIONS, THEMES };
export type ColorMode = "light" | "dark";
/** The site's contrast: high with a high-contrast theme (`data-contrast="high"`). */
export type Contrast = "normal" | "high";

/** The site's colour mode for a theme. */
export function colorModeOf(theme: Theme): ColorMode {
  return THEMES.some((t) => t.value === theme && t.colorMode === "dark") ? "dark" : "light";
}

/** The site's contrast for a theme: the high-contrast themes make the site itself high contrast. */
export function contrastOf(theme: Theme): Contrast {
  return THEMES.some((t) => t.value === theme && t.highContrast) ? "high" : "normal";
}

/** The theme the colour-mode toggle switches to: the same family in the other mode. */
export function counterpartOf(theme: Theme): Theme {
  return THEMES.find((t) => t.value === theme)?.counterpart ?? theme;
}

function isTheme(value: string | null): value is Theme {
  return THEMES.some((theme) => theme.value === value);
}

/** The stored settings; anything missing or unknown falls back to the default. */
export function readSettings(): Settings {
  const theme = readStorage(SETTINGS_STORAGE_KEYS.theme);
  const density = readStorage(SETTINGS_STORAGE_KEYS.contentDensity);
  const direction = readStorage(SETTINGS_STORAGE_KEYS.textDirection);
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
  writeStorage(SETTINGS_STORAGE_KEYS.theme, next.theme);
  writeStorage(SETTINGS_STORAGE_KEYS.contentDensity, next.contentDensity);
  writeStorage(SETTINGS_STORAGE_KEYS.textDirection, next.textDirection);
  writeStorage(COLOR_MODE_STORAGE_KEY, colorModeOf(next.theme));
  publish(next);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed a preference: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(SETTINGS_STORAGE_KEYS).includes(event.key) || event.key === COLOR_MODE_STORAGE_KEY) {
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
