import { useEffect, useRef, useState } from "react";
import { BACK_TO_TOP_THRESHOLD } from "../../app/constants";
import { smoothScrollTo } from "../../app/smoothScroll";
import { MAIN_CONTENT_ID } from "../SkipToContent/SkipToContent";
import { ArrowUpIcon } from "../Icons/Icons";
import { coversFocusedFrame } from "./coversFocusedFrame";
import "./BackToTopButton.css";

/**
 * Appears once the reader is well down a page; takes them back to the top. It steps
 * aside while it would lie over the live preview the reader works in (keyboard focus
 * in its frame): a preview's dialog puts its buttons in that very corner, and the
 * page cannot see into the preview's frame to tell a dialog from the rest.
 */
export function BackToTopButton() {
  const button = useRef<HTMLButtonElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > BACK_TO_TOP_THRESHOLD && !coversFocusedFrame(button.current));
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    // Focus going into a frame blurs the window; coming back, focuses it.
    window.addEventListener("blur", update);
    window.addEventListener("focus", update);
    document.addEventListener("focusin", update);
    return () => {
      window.removeEventListener("scroll", update);
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
