import type { ReactNode } from "react";
import { useSite } from "../../app/SiteContext";
import type { LinkConfig } from "../../data/types";
import { GitHubIcon, MenuIcon } from "../Icons/Icons";
import { ColorModeToggle } from "../ColorModeToggle/ColorModeToggle";
import { SearchBox } from "../SearchBox/SearchBox";
import { SettingsMenu } from "../SettingsMenu/SettingsMenu";
import { SiteLink } from "../SiteLink/SiteLink";
import { VersionDropdown } from "../VersionDropdown/VersionDropdown";
import { useHideOnScroll } from "./useHideOnScroll";
import "./Navbar.css";

type Props = {
  /** The current route, to mark the active item. */
  route: string;
  mobileSidebarOpen: boolean;
  onToggleMobileSidebar: () => void;
  /** Controls later features add to the right side (version, search). */
  extra?: ReactNode;
};

/** Whether a navbar item is the section the current route belongs to. */
export function isActiveItem(item: LinkConfig, route: string): boolean {
  if (item.to === undefined) return false;
  const to = item.to.replace(/^\/+/, "");
  return to !== "" && route.startsWith(to.split("/")[0] + "/");
}

export function NavbarItem({ item, route, className = "navbar-link" }: { item: LinkConfig; route: string; className?: string }) {
  const active = isActiveItem(item, route);
  if (item.icon === "github") {
    return (
      <SiteLink href={item.href} to={item.to} className="navbar-icon-link" aria-label={item.ariaLabel ?? item.label} title={item.label}>
        <GitHubIcon />
      </SiteLink>
    );
  }
  return (
    <SiteLink
      to={item.to}
      href={item.href}
      aria-label={item.ariaLabel}
      aria-current={active ? "page" : undefined}
      className={`${className}${active ? " active" : ""}`}
    >
      {item.label}
    </SiteLink>
  );
}

export function Navbar({ route, mobileSidebarOpen, onToggleMobileSidebar, extra }: Props) {
  const site = useSite();
  const { navbar } = site;
  const hidden = useHideOnScroll(navbar.hideOnScroll && !mobileSidebarOpen, route);
  const left = navbar.items.filter((item) => item.position !== "right");
  const right = navbar.items.filter((item) => item.position === "right");
  return (
    <header className={`navbar${hidden ? " navbar-hidden" : ""}`}>
      <nav className="navbar-inner" aria-label="Main">
        <button
          type="button"
          className="navbar-toggle"
          aria-label="Toggle navigation bar"
          aria-expanded={mobileSidebarOpen}
          onClick={onToggleMobileSidebar}
        >
          <MenuIcon />
        </button>
        <SiteLink to="" className="navbar-brand">
          <img src={site.baseUrl + navbar.logo.src} alt={navbar.logo.alt} width={32} height={32} />
          <b className="navbar-title">{navbar.title}</b>
        </SiteLink>
        <div className="navbar-items navbar-items-left">
          {left.map((item) => (
            <NavbarItem key={item.label} item={item} route={route} />
          ))}
        </div>
        <div className="navbar-items navbar-items-right">
          {extra}
          <VersionDropdown />
          {/* The samples' settings do not apply to the home page, which has none. */}
          {route !== "" && <SettingsMenu />}
          {right.map((item) => (
            <NavbarItem key={item.label} item={item} route={route} />
          ))}
          <ColorModeToggle />
          <SearchBox />
        </div>
      </nav>
    </header>
  );
}
