import { useEffect, useState } from "react";

/** Hides the navbar while the reader scrolls down, shows it again on the way up. */
export function useHideOnScroll(enabled: boolean, navbarHeight = 60): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < navbarHeight) setHidden(false);
      else if (y > last + 4) setHidden(true);
      else if (y < last - 4) setHidden(false);
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [enabled, navbarHeight]);
  return hidden;
}
