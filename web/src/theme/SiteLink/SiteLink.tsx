import type { AnchorHTMLAttributes, ReactNode } from "react";
import { Link } from "react-router";
import { prefetchPage } from "../../data/pageLoader";
import { routePath } from "../../data/routes";
import { useSite } from "../../app/SiteContext";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A route of the site ("docs/FAQ/"). */
  to?: string;
  /** A URL outside the site; opens in a new tab. */
  href?: string;
  children: ReactNode;
};

/** A link to a route of the site (client-side, prefetched on hover) or to elsewhere. */
export function SiteLink({ to, href, children, ...rest }: Props) {
  const site = useSite();
  if (to !== undefined) {
    const route = to.replace(/^\/+/, "");
    const prefetch = () => prefetchPage(site, route);
    return (
      <Link to={routePath(route)} onMouseEnter={prefetch} onFocus={prefetch} {...rest}>
        {children}
      </Link>
    );
  }
  const leavesSite = href !== undefined && /^https?:/.test(href);
  return (
    <a href={href} {...(leavesSite ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...rest}>
      {children}
    </a>
  );
}
