import { useEffect, useState } from "react";
import type { SidebarItem } from "../../data/types";
import { ChevronIcon } from "../Icons/Icons";
import { SiteLink } from "../SiteLink/SiteLink";
import { categoriesContaining, categoryKey } from "./sidebarTree";
import "./DocSidebar.css";

type Props = {
  items: SidebarItem[];
  route: string;
  label?: string;
};

/**
 * The docs navigation. Categories open around the current page and stay as the
 * reader leaves them: opening one never closes another.
 */
export function DocSidebar({ items, route, label = "Docs sidebar" }: Props) {
  const [expanded, setExpanded] = useState(() => new Set(categoriesContaining(items, route)));
  useEffect(() => {
    const around = categoriesContaining(items, route);
    setExpanded((current) => (around.every((key) => current.has(key)) ? current : new Set([...current, ...around])));
  }, [items, route]);
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <nav className="doc-sidebar" aria-label={label}>
      <SidebarList items={items} route={route} parents={[]} expanded={expanded} onToggle={toggle} />
    </nav>
  );
}

type ListProps = {
  items: SidebarItem[];
  route: string;
  parents: string[];
  expanded: Set<string>;
  onToggle: (key: string) => void;
};

function SidebarList({ items, route, parents, expanded, onToggle }: ListProps) {
  return (
    <ul className="sidebar-list">
      {items.map((item) =>
        item.type === "link" ? (
          <li key={item.label + (item.to ?? item.href)} className="sidebar-item">
            <SiteLink
              to={item.to}
              href={item.href}
              className={`sidebar-link${item.to === route ? " active" : ""}`}
              aria-current={item.to === route ? "page" : undefined}
            >
              {item.label}
            </SiteLink>
          </li>
        ) : (
          <SidebarCategory key={item.label} item={item} route={route} parents={parents} expanded={expanded} onToggle={onToggle} />
        ),
      )}
    </ul>
  );
}

function SidebarCategory({
  item,
  route,
  parents,
  expanded,
  onToggle,
}: Omit<ListProps, "items"> & { item: Extract<SidebarItem, { type: "category" }> }) {
  const key = categoryKey(parents, item.label);
  const open = expanded.has(key);
  const listId = `sidebar-${key.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}`;
  const active = item.to === route;
  return (
    <li className={`sidebar-item sidebar-category${open ? " open" : ""}`}>
      <div className="sidebar-category-row">
        {item.to !== undefined ? (
          <SiteLink
            to={item.to}
            className={`sidebar-link sidebar-category-link${active ? " active" : ""}`}
            aria-current={active ? "page" : undefined}
          >
            {item.label}
          </SiteLink>
        ) : (
          <button
            type="button"
            className="sidebar-link sidebar-category-link"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => onToggle(key)}
          >
            {item.label}
          </button>
        )}
        <button
          type="button"
          className="sidebar-caret"
          aria-label={`${open ? "Collapse" : "Expand"} sidebar category '${item.label}'`}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => onToggle(key)}
        >
          <ChevronIcon />
        </button>
      </div>
      {open && (
        <div id={listId}>
          <SidebarList items={item.items} route={route} parents={[...parents, item.label]} expanded={expanded} onToggle={onToggle} />
        </div>
      )}
    </li>
  );
}
