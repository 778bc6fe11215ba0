import type { KeyboardEvent } from "react";
import { PREFERRED_VERSION_KEY } from "../../app/constants";
import { useSite } from "../../app/SiteContext";
import { writeStorage } from "../../app/storage";
import type { VersionLink } from "../../data/types";
import { CheckIcon, ChevronDownIcon } from "../Icons/Icons";
import { useMenu } from "../Menu/useMenu";
import "../Menu/Menu.css";
import "./VersionDropdown.css";

/** Remembers the reader's choice, as Docusaurus does. */
function choose(version: VersionLink): void {
  writeStorage(PREFERRED_VERSION_KEY, version.name);
}

/**
 * The version menu of the navbar: the button shows the library version; each item
 * opens the docs of a version (each a site of its own), the current one checked.
 * Choosing the current one keeps the reader on this page.
 */
export function VersionDropdown() {
  const site = useSite();
  const { open, close, buttonProps, menuProps } = useMenu();
  const versions = site.navbar.versions ?? [];
  if (versions.length === 0) return null;

  // Links do not follow on Space by themselves; menu items do.
  const onItemKey = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === " ") {
      event.preventDefault();
      event.currentTarget.click();
    }
  };

  return (
    <div className="version-dropdown">
      <button type="button" className="version-dropdown-button" aria-label={`Version ${site.libraryVersion}`} {...buttonProps}>
        {site.libraryVersion}
        <ChevronDownIcon />
      </button>
      {open && (
        <div className="menu-popup version-dropdown-popup" aria-label="Versions" {...menuProps}>
          {versions.map((version) => (
            <a
              key={version.name}
              role="menuitemradio"
              aria-checked={version.current}
              tabIndex={-1}
              className="menu-item"
              href={version.current ? window.location.href : version.href}
              onClick={(event) => {
                choose(version);
                if (version.current) {
                  event.preventDefault();
                  close(true);
                }
              }}
              onKeyDown={onItemKey}
            >
              <span className="menu-check">{version.current && <CheckIcon />}</span>
              {version.label}
            </a>
          ))}
        </div>
      )}
    </div>
  );
}

/** The versions in the mobile drawer, as a list of links. */
export function VersionList() {
  const site = useSite();
  const versions = site.navbar.versions ?? [];
  if (versions.length === 0) return null;
  return (
    <nav className="version-list" aria-label="Versions">
      <p className="version-list-title">Version {site.libraryVersion}</p>
      <ul>
        {versions.map((version) => (
          <li key={version.name}>
            <a
              className={`mobile-menu-link${version.current ? " active" : ""}`}
              href={version.current ? window.location.href : version.href}
              aria-current={version.current ? "page" : undefined}
              onClick={(event) => {
                choose(version);
                if (version.current) event.preventDefault();
              }}
            >
              {version.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
