import type { ReactNode } from "react";
import { useSite } from "../../app/SiteContext";
import { routeUrl } from "../../data/routes";

/**
 * A plain link to a route of the site; the article's click handler (`useArticle`)
 * follows it without a reload and prefetches its page when it comes into view.
 */
export function RouteLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const site = useSite();
  return (
    <a className={className} href={routeUrl(site.baseUrl, to)}>
      {children}
    </a>
  );
}
