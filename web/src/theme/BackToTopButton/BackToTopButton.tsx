import { useEffect, useState } from "react";
import { BACK_TO_TOP_THRESHOLD } from "../../app/constants";
import { smoothScrollTo } from "../../app/smoothScroll";
import { MAIN_CONTENT_ID } from "../SkipToContent/SkipToContent";
import { ArrowUpIcon } from "../Icons/Icons";
import "./BackToTopButton.css";

/** Appears once the reader is well down a page; takes them back to the top. */
export function BackToTopButton() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > BACK_TO_TOP_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return (
    <button
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
