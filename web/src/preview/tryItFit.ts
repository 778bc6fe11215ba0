// The height the Try it preview asks of the page: its document's, and while popups
// are open (a date picker's calendar, a menu), enough to show them whole. The
// components render their popups in a "static area" at the end of the body, fixed in
// place, so the document's size does not show them: the preview measures the open
// ones, from the components' own registry, as the reader acts and while any is open.
import getSharedResource from "@ui5/webcomponents-base/dist/getSharedResource.js";
import { contentHeight, reportContentHeight } from "./fitContent";
import { PREVIEW_MAX_HEIGHT } from "./tryItMessages";

/** Room left below a popup. */
const POPUP_MARGIN = 16;
/** How many frames the preview keeps measuring after the reader acts, for a popup to open. */
const WATCH_FRAMES = 30;

type OpenPopup = HTMLElement & { reposition?: () => void };

/**
 * The components' registry of open popups (`OpenedPopupsRegistry.js` of the main
 * package), shared through the document: read without loading the popups' code.
 */
const registry = getSharedResource<{ openedRegistry: { instance: OpenPopup }[] }>("OpenedPopupsRegistry", { openedRegistry: [] });

const openPopups = (): OpenPopup[] => registry.openedRegistry.map((entry) => entry.instance);

/** Where a popup would end if nothing cut it: its bottom, plus what its content hides in a scroll box. */
function popupBottom(popup: HTMLElement): number {
  const rect = popup.getBoundingClientRect();
  const content = popup.shadowRoot?.querySelector<HTMLElement>(".ui5-popup-content");
  const hidden = content ? Math.max(0, content.scrollHeight - content.clientHeight) : 0;
  return Math.ceil(rect.bottom + hidden) + POPUP_MARGIN;
}

/**
 * Sizes the preview to its content and its open popups, now and as they change; a
 * document taller than the page shows scrolls. Gives the function to call after a
 * change the preview made itself (new markup, a popup opened by a control).
 */
export function fitPreview(iframeId: string): () => void {
  // While popups are open the preview only grows: a popup placed anew in the taller
  // frame must not shrink it back and forth.
  let grown = 0;
  const measure = () => {
    const content = contentHeight();
    document.documentElement.style.overflowY = content > PREVIEW_MAX_HEIGHT ? "auto" : "";
    const popups = openPopups();
    grown = popups.length === 0 ? 0 : Math.max(grown, content, ...popups.map(popupBottom));
    return Math.max(content, grown);
  };
  const report = reportContentHeight(iframeId, measure);
  // A popover keeps the height it was given when it opened; in a taller frame it takes more.
  window.addEventListener("resize", () => openPopups().forEach((popup) => popup.reposition?.()));

  let frames = 0;
  const tick = () => {
    report();
    frames = openPopups().length > 0 ? WATCH_FRAMES : frames - 1;
    if (frames > 0) requestAnimationFrame(tick);
  };
  const watch = () => {
    const idle = frames <= 0;
    frames = WATCH_FRAMES;
    if (idle) requestAnimationFrame(tick);
  };
  for (const type of ["click", "keydown", "focusin", "input"]) document.addEventListener(type, watch, true);
  return watch;
}
