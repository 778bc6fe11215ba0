/**
 * What shows a reader at the page: their first move of the mouse, touch, key, wheel
 * or focus. Work that only a reader needs (the search, the offline copy) waits for
 * it, so a page view nobody interacts with (a crawler, a tab opened in the
 * background, a performance audit) downloads nothing more than the page.
 */
const READER_EVENTS = ["pointermove", "pointerdown", "touchstart", "keydown", "wheel", "focusin"] as const;

/** Calls `act` once, at the reader's first interaction. Returns a function that stops waiting. */
export function whenReaderActs(act: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => READER_EVENTS.forEach((type) => window.removeEventListener(type, onEvent, options));
  function onEvent() {
    stop();
    act();
  }
  READER_EVENTS.forEach((type) => window.addEventListener(type, onEvent, options));
  return stop;
}
