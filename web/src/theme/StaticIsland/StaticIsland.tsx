import { useState, type ReactNode } from "react";
import { useHydrated } from "../../app/useHydrated";
import "./StaticIsland.css";

/**
 * Content that needs no interactivity of React's own (tables of the API, whose links
 * the article handles): the app renders it, on the server and on client-side
 * navigations, but when the page is first loaded it keeps the prerendered markup
 * rather than hydrating it, so a component page with a large API is not made slower to
 * respond by hydrating thousands of elements that never change.
 */
export function StaticIsland({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  // Decided once: the first render in the browser is either the hydration of the
  // prerendered page (keep its markup) or a client-side navigation (render it).
  const [keepPrerendered] = useState(() => !hydrated && typeof document !== "undefined");
  if (keepPrerendered) {
    // React leaves an element's inner HTML as the server wrote it when hydrating it.
    return <div className="static-island" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  }
  return <div className="static-island">{children}</div>;
}
