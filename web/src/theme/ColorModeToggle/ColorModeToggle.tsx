import { colorModeOf, COUNTERPART_THEME, updateSettings, useSettings } from "../../app/preferences";
import { MoonIcon, SunIcon } from "../Icons/Icons";

/** Switches the site and the samples to the other colour mode of the same theme family. */
export function ColorModeToggle() {
  const settings = useSettings();
  const mode = colorModeOf(settings.theme);
  return (
    <button
      type="button"
      className="navbar-icon-button"
      aria-label={`Switch between dark and light mode (currently ${mode} mode)`}
      title={`Switch between dark and light mode (currently ${mode} mode)`}
      onClick={() => updateSettings({ theme: COUNTERPART_THEME[settings.theme] })}
    >
      {mode === "dark" ? <MoonIcon /> : <SunIcon />}
    </button>
  );
}
