import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useSite } from "../app/SiteContext";
import { routePath } from "../data/routes";
import { availablePages, type AvailablePage } from "../offline/saving";
import "../offline/offline.css";

/** Shown, offline, for a page that was never saved: the pages that can be read instead. */
export function OfflinePage() {
  const site = useSite();
  const [pages, setPages] = useState<AvailablePage[] | null>(null);
  useEffect(() => {
    let cancelled = false;
    void availablePages(site.baseUrl).then((available) => !cancelled && setPages(available));
    return () => {
      cancelled = true;
    };
  }, [site]);
  return (
    <div className="offline-page container">
      <h1>You are offline</h1>
      <p>This page has not been saved for reading offline. It will open once you are back online.</p>
      {pages !== null &&
        (pages.length === 0 ? (
          <p>No pages are available offline yet.</p>
        ) : (
          <>
            <h2 id="offline-pages">Available offline</h2>
            <ul aria-labelledby="offline-pages">
              {pages.map((page) => (
                <li key={page.route}>
                  <Link to={routePath(page.route)}>{page.title}</Link>
                </li>
              ))}
            </ul>
          </>
        ))}
    </div>
  );
}
