import { useEffect, useRef, useState } from "react";

/**
 * Hides the navbar while the reader scrolls down, shows it again on the way up. A
 * newly shown page (`route`) starts with the navbar in view, in the same render as
 * its content: waiting for the scroll to the top to bring it back left the navbar out
 * of place, and its buttons out of reach, for a moment after each navigation.
 */
export function useHideOnScroll(enabled: boolean, route: string, navbarHeight = 60): boolean {
  // The route the reader scrolled down on; the navbar is hidden on that route only.
  const [hiddenOn, setHiddenOn] = useState<string | null>(null);
  const currentRoute = useRef(route);
  currentRoute.current = route;
  useEffect(() => {
    if (!enabled) {
      setHiddenOn(null);
      return;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < navbarHeight) setHiddenOn(null);
      else if (y > last + 4) setHiddenOn(currentRoute.current);
      else if (y < last - 4) setHiddenOn(null);
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [enabled, navbarHeight]);
  return enabled && hiddenOn === route;
}
