import type { Crumb } from "../../data/types";
import { HomeIcon } from "../Icons/Icons";
import { SiteLink } from "../SiteLink/SiteLink";
import "./Breadcrumbs.css";

/**
 * Where the page sits in its sidebar: home, the categories above it, then the page.
 * Carries schema.org microdata, which search engines show in results.
 */
export function Breadcrumbs({ crumbs }: { crumbs?: Crumb[] }) {
  if (!crumbs || crumbs.length === 0) return null;
  const last = crumbs.length - 1;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol itemScope itemType="https://schema.org/BreadcrumbList">
        <li className="breadcrumbs-item">
          <SiteLink to="" className="breadcrumbs-link breadcrumbs-home" aria-label="Home page">
            <HomeIcon />
          </SiteLink>
        </li>
        {crumbs.map((crumb, position) => (
          <li
            key={`${position}-${crumb.label}`}
            className="breadcrumbs-item"
            itemProp="itemListElement"
            itemScope
            itemType="https://schema.org/ListItem"
            aria-current={position === last ? "page" : undefined}
          >
            {crumb.to !== undefined && position !== last ? (
              <SiteLink to={crumb.to} className="breadcrumbs-link" itemProp="item">
                <span itemProp="name">{crumb.label}</span>
              </SiteLink>
            ) : (
              <span className={`breadcrumbs-text${position === last ? " breadcrumbs-current" : ""}`} itemProp="name">
                {crumb.label}
              </span>
            )}
            <meta itemProp="position" content={String(position + 1)} />
          </li>
        ))}
      </ol>
    </nav>
  );
}
