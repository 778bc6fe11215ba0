import { useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from "react";
import { useSiteLinks } from "../../app/LinkContext";
import { useSite } from "../../app/SiteContext";
import { routePath, routeUrl } from "../../data/routes";

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
  const links = useSiteLinks();
  const link = useRef<HTMLAnchorElement>(null);
  const route = to?.replace(/^\/+/, "");
  useEffect(() => {
    if (route === undefined || !link.current) return;
    return links.prefetchWhenVisible(link.current, route);
  }, [links, route]);
  if (route !== undefined) {
    const url = routeUrl(site.baseUrl, route);
    const prefetch = () => links.prefetch(route);
    const { onClick } = rest;
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || !opensInThisTab(event)) return;
      event.preventDefault();
      // Following a link to where the reader is adds nothing to the history.
      const here = window.location.pathname + window.location.search + window.location.hash;
      links.navigate(routePath(route), { replace: here === url });
    };
    return (
      <a ref={link} href={url} onMouseEnter={prefetch} onFocus={prefetch} {...rest} onClick={follow}>
        {children}
      </a>
    );
  }
  const leavesSite = href !== undefined && /^https?:/.test(href);
  return (
    <a href={href} {...(leavesSite ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...rest}>
      {children}
    </a>
  );
}

/** Whether a click opens the link in this tab: a plain primary click, no other target. */
function opensInThisTab(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.target;
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && (!target || target === "_self") && !modified;
}
