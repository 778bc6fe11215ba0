import { useEffect, useRef } from "react";
import { useSite } from "../../app/SiteContext";
import type { SidebarItem } from "../../data/types";
import { DocSidebar } from "../DocSidebar/DocSidebar";
import { CloseIcon } from "../Icons/Icons";
import { NavbarItem } from "../Navbar/Navbar";
import { VersionList } from "../VersionDropdown/VersionDropdown";
import "./MobileSidebar.css";

type Props = {
  route: string;
  /** The page's docs sidebar, if it has one. */
  sidebar?: SidebarItem[];
  onClose: () => void;
};

/** The drawer of narrow screens: the site's sections, the versions and the page's sidebar. */
export function MobileSidebar({ route, sidebar, onClose }: Props) {
  const { navbar } = useSite();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    document.body.classList.add("drawer-open");
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.classList.remove("drawer-open");
    };
  }, [onClose]);
  return (
    <div className="mobile-sidebar" role="dialog" aria-modal="true" aria-label="Navigation">
      <div className="mobile-sidebar-backdrop" onClick={onClose} />
      <div className="mobile-sidebar-panel" ref={panel}>
        <div className="mobile-sidebar-header">
          <button type="button" className="mobile-sidebar-close" aria-label="Close navigation bar" onClick={onClose}>
            <CloseIcon size={20} />
          </button>
        </div>
        <nav className="mobile-sidebar-menu" aria-label="Site sections">
          {navbar.items.map((item) => (
            <NavbarItem key={item.label} item={{ ...item, icon: undefined }} route={route} className="mobile-menu-link" />
          ))}
        </nav>
        <VersionList />
        {sidebar && <DocSidebar items={sidebar} route={route} />}
      </div>
    </div>
  );
}
