import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import {
  CONTENT_DENSITIES,
  TEXT_DIRECTIONS,
  THEMES,
  updateSettings,
  useSettings,
  type Settings,
} from "../../app/preferences";
import { CheckIcon, SettingsIcon } from "../Icons/Icons";
import "./SettingsMenu.css";

type Choice = { group: string; label: string; patch: Partial<Settings>; checked: boolean };

/**
 * The display settings of the live samples: theme, text direction and content
 * density. A menu button: Enter, Space or the arrow keys open it, the arrows move,
 * Enter or Space choose, Escape closes.
 */
export function SettingsMenu() {
  const settings = useSettings();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

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

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []);
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    // Opened: focus the current theme.
    const all = items();
    (all.find((item) => item.getAttribute("aria-checked") === "true") ?? all[0])?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        focusItem(index + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        focusItem(index - 1);
        break;
      case "Home":
        event.preventDefault();
        focusItem(0);
        break;
      case "End":
        event.preventDefault();
        focusItem(all.length - 1);
        break;
      case "Escape":
        event.preventDefault();
        close(true);
        break;
      case "Tab":
        close(false);
        break;
    }
  };

  return (
    <div className="settings-menu">
      <button
        ref={button}
        type="button"
        className="navbar-icon-button"
        aria-label="Settings"
        title="Settings"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <SettingsIcon />
      </button>
      {open && (
        <div ref={menu} id={menuId} className="settings-menu-popup" role="menu" aria-label="Settings" onKeyDown={onMenuKey}>
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
                  className="settings-menu-item"
                  onClick={() => updateSettings(choice.patch)}
                  onKeyDown={(event) => {
                    if (event.key === "Enter" || event.key === " ") {
                      event.preventDefault();
                      updateSettings(choice.patch);
                    }
                  }}
                >
                  <span className="settings-menu-check">{choice.checked && <CheckIcon />}</span>
                  {choice.label}
                </div>
              ))}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
