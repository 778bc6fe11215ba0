import { colorModeOf, counterpartOf, updateSettings, useSettings } from "../../app/preferences";
import { MoonIcon, SunIcon } from "../Icons/Icons";
import "./ColorModeToggle.css";

/**
 * Switches the site and the samples to the other colour mode of the same theme family.
 * Its icon follows the document's colour mode in CSS, which the head script sets before
 * the first paint, so the prerendered page already shows the reader's mode.
 */
export function ColorModeToggle() {
  const settings = useSettings();
  const mode = colorModeOf(settings.theme);
  return (
    <button
      type="button"
      className="navbar-icon-button color-mode-toggle"
      aria-label={`Switch between dark and light mode (currently ${mode} mode)`}
      title={`Switch between dark and light mode (currently ${mode} mode)`}
      onClick={() => updateSettings({ theme: counterpartOf(settings.theme) })}
    >
      <SunIcon />
      <MoonIcon />
    </button>
  );
}
