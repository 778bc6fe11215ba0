// Applies the page's display settings inside a preview (samples and playground):
// the theme, the content density class and the text direction.
import { setTheme } from "@ui5/webcomponents-base/dist/config/Theme.js";
import type { Settings } from "./messages";

const COMPACT_CLASS = "ui5-content-density-compact";

export function applySettings(settings: Partial<Settings>): void {
  if (settings.theme) void setTheme(settings.theme);
  if (settings.contentDensity) {
    document.body.classList.toggle(COMPACT_CLASS, settings.contentDensity === "Compact");
  }
  if (settings.textDirection) {
    document.documentElement.dir = settings.textDirection.toLowerCase();
  }
}
