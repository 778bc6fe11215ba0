// Constants of the specification (section 9); keep them in one place.

/** Widths up to this are the mobile layout; the desktop navbar shows above it. */
export const DESKTOP_BREAKPOINT = 996;
export const MOBILE_MEDIA_QUERY = `(max-width: ${DESKTOP_BREAKPOINT}px)`;

/** The navigation progress bar appears only for navigations slower than this. */
export const PROGRESS_DELAY_MS = 200;

/** Progress bar settings. */
export const PROGRESS = { minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800 } as const;

/** Table-of-contents heading levels. */
export const TOC_MIN_LEVEL = 2;
export const TOC_MAX_LEVEL = 3;

/** How long a copy button shows its confirmation. */
export const COPIED_FEEDBACK_MS = 2000;

/** A page opened from a search result stops waiting for the search to mark its words after this. */
export const HIGHLIGHT_TIMEOUT_MS = 5000;
/** Local storage key of the reader's docs version (Docusaurus's, for the default docs plugin). */
export const PREFERRED_VERSION_KEY = "docs-preferred-version-default";

/** Smooth scrolling: each animation frame leaves this share of the distance still to go. */
export const SCROLL_EASING = 0.85;

/** The back-to-top button shows once the reader has scrolled this far, in pixels. */
export const BACK_TO_TOP_THRESHOLD = 300;
