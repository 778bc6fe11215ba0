import { useEffect, useRef, useState } from "react";
import { BACK_TO_TOP_THRESHOLD } from "../../app/constants";
import { smoothScrollTo } from "../../app/smoothScroll";
import { MAIN_CONTENT_ID } from "../SkipToContent/SkipToContent";
import { ArrowUpIcon } from "../Icons/Icons";
import { coversFocusedFrame } from "./coversFocusedFrame";
import "./BackToTopButton.css";

/**
 * Appears while the reader scrolls back up, well down a page (as Docusaurus's does);
 * takes them back to the top. Scrolling down, the reader reads and works on: it hides,
 * and covers none of the controls in its corner (a phone's Try it panel). It also
 * steps aside while it would lie over the live preview the reader works in (keyboard
 * focus in its frame): a preview's dialog puts its buttons in that very corner, and
 * the page cannot see into the preview's frame to tell a dialog from the rest.
 */
export function BackToTopButton() {
  const button = useRef<HTMLButtonElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let scrollingUp = false;
    const update = () => setShown(scrollingUp && window.scrollY > BACK_TO_TOP_THRESHOLD && !coversFocusedFrame(button.current));
    const onScroll = () => {
      const y = window.scrollY;
      if (y !== last) scrollingUp = y < last;
      last = y;
      update();
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", update);
    // Focus going into a frame blurs the window; coming back, focuses it.
    window.addEventListener("blur", update);
    window.addEventListener("focus", update);
    document.addEventListener("focusin", update);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", update);
      window.removeEventListener("blur", update);
      window.removeEventListener("focus", update);
      document.removeEventListener("focusin", update);
    };
  }, []);
  return (
    <button
      ref={button}
      type="button"
      className={`back-to-top${shown ? " back-to-top-shown" : ""}`}
      aria-label="Scroll back to top"
      title="Scroll back to top"
      onClick={() => {
        smoothScrollTo(0);
        // The button hides at the top: keyboard focus continues from the content.
        document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}
