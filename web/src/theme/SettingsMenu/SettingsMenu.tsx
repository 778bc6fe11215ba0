import { useState, type KeyboardEvent } from "react";
import { CONTENT_DENSITIES, TEXT_DIRECTIONS, THEMES, updateSettings, useSettings, type Settings } from "../../app/preferences";
import { useSite } from "../../app/SiteContext";
import { MakeAvailableOffline } from "../../offline/MakeAvailableOffline";
import { offlineSupported } from "../../offline/offlineWorker";
import { CheckIcon, SettingsIcon } from "../Icons/Icons";
import { useMenu } from "../Menu/useMenu";
import "../Menu/Menu.css";
import "./SettingsMenu.css";

type Choice = { group: string; label: string; patch: Partial<Settings>; checked: boolean };

/** Enter or Space chooses a menu item, as a click does. */
function onChooseKey(choose: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      choose();
    }
  };
}

/**
 * The display settings of the live samples: theme, text direction and content
 * density; and, where the build has a service worker, "Make available offline". A
 * menu button: Enter, Space or the arrow keys open it, the arrows move, Enter, Space
 * or a click choose and close it (back on its button), Escape closes.
 */
export function SettingsMenu() {
  const settings = useSettings();
  const site = useSite();
  const { open, close, closeFromKeyboard, buttonProps, menuProps } = useMenu();
  const choose = (patch: Partial<Settings>, fromKeyboard: boolean) => {
    updateSettings(patch);
    if (fromKeyboard) closeFromKeyboard();
    else close(true);
  };
  const [savingOffline, setSavingOffline] = useState(false);
  const makeAvailableOffline = () => {
    close(false);
    setSavingOffline(true);
  };

  const groups: { label: string; choices: Choice[] }[] = [
    {
      label: "Theme",
      choices: THEMES.map((theme) => ({
        group: "Theme",
        label: theme.label,
        patch: { theme: theme.value },
        checked: settings.theme === theme.value,
      })),
    },
    {
      label: "Text direction",
      choices: TEXT_DIRECTIONS.map((direction) => ({
        group: "Text direction",
        label: direction,
        patch: { textDirection: direction },
        checked: settings.textDirection === direction,
      })),
    },
    {
      label: "Content density",
      choices: CONTENT_DENSITIES.map((density) => ({
        group: "Content density",
        label: density,
        patch: { contentDensity: density },
        checked: settings.contentDensity === density,
      })),
    },
  ];

  return (
    <div className="settings-menu">
      <button type="button" className="navbar-icon-button" aria-label="Settings" title="Settings" {...buttonProps}>
        <SettingsIcon />
      </button>
      {open && (
        <div className="menu-popup settings-menu-popup" aria-label="Settings" {...menuProps}>
          {groups.map((group) => (
            <div key={group.label} role="group" aria-label={group.label} className="settings-menu-group">
              <p className="settings-menu-group-label" aria-hidden="true">
                {group.label}
              </p>
              {group.choices.map((choice) => (
                <div
                  key={choice.label}
                  role="menuitemradio"
                  aria-checked={choice.checked}
                  tabIndex={-1}
                  className="menu-item"
                  onClick={() => choose(choice.patch, false)}
                  onKeyDown={onChooseKey(() => choose(choice.patch, true))}
                >
                  <span className="menu-check">{choice.checked && <CheckIcon />}</span>
                  {choice.label}
                </div>
              ))}
            </div>
          ))}
          {offlineSupported(site) && (
            <div role="group" aria-label="Offline reading" className="settings-menu-group">
              <div
                role="menuitem"
                tabIndex={-1}
                className="menu-item"
                onClick={makeAvailableOffline}
                onKeyDown={onChooseKey(makeAvailableOffline)}
              >
                <span className="menu-check" />
                Make available offline
              </div>
            </div>
          )}
        </div>
      )}
      {savingOffline && <MakeAvailableOffline onClose={() => setSavingOffline(false)} />}
    </div>
  );
}
