import { useEffect, useState, type RefObject } from "react";

/**
 * Whether `element` has come within `margin` of the viewport (a CSS margin, e.g.
 * "100% 0px" for one screen above and below). Once near, it stays near. Without
 * `watch` it is near from the start.
 */
export function useNearViewport(element: RefObject<Element | null>, watch: boolean, margin: string): boolean {
  const [near, setNear] = useState(!watch);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near, element, margin]);
  return near;
}
