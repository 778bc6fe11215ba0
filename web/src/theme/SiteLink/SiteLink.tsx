import { useEffect, useRef, type AnchorHTMLAttributes, type ReactNode } from "react";
import { Link } from "react-router";
import { prefetchPage } from "../../data/pageLoader";
import { prefetchWhenVisible } from "../../data/prefetch";
import { routePath } from "../../data/routes";
import { useSite } from "../../app/SiteContext";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** A route of the site ("docs/FAQ/"). */
  to?: string;
  /** A URL outside the site; opens in a new tab. */
  href?: string;
  children: ReactNode;
};

/**
 * A link to a route of the site (client-side; its page prefetched when the link comes
 * into view, and at once on hover or focus) or to elsewhere.
 */
export function SiteLink({ to, href, children, ...rest }: Props) {
  const site = useSite();
  const link = useRef<HTMLAnchorElement>(null);
  const route = to?.replace(/^\/+/, "");
  useEffect(() => {
    if (route === undefined || !link.current) return;
    return prefetchWhenVisible(link.current, site, route);
  }, [site, route]);
  if (route !== undefined) {
    const prefetch = () => prefetchPage(site, route);
    return (
      <Link ref={link} to={routePath(route)} onMouseEnter={prefetch} onFocus={prefetch} {...rest}>
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
