import "./SkipToContent.css";

export const MAIN_CONTENT_ID = "main-content";

/** The first stop of the keyboard: jumps past the navigation to the page's content. */
export function SkipToContent() {
  return (
    <a
      className="skip-to-content"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView();
      }}
    >
      Skip to main content
    </a>
  );
}
