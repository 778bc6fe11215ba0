import { SCROLL_EASING } from "./constants";

// Smooth scrolling with the spec's easing: each animation frame moves the window so
// that SCROLL_EASING of the distance is still to go, which starts fast and settles
// gently. Readers who prefer reduced motion jump at once. A reader who scrolls
// (wheel, touch, keys) takes over.

let frame = 0;
let stopOnInput: (() => void) | undefined;

export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** The next position on the way from `current` to `target`. */
export function nextScrollPosition(current: number, target: number): number {
  return target + Math.trunc((current - target) * SCROLL_EASING);
}

export function cancelSmoothScroll(): void {
  cancelAnimationFrame(frame);
  frame = 0;
  stopOnInput?.();
  stopOnInput = undefined;
}

/** Scrolls the window to `top` (pixels from the top of the document). */
export function smoothScrollTo(top: number): void {
  cancelSmoothScroll();
  const max = document.documentElement.scrollHeight - window.innerHeight;
  const target = Math.max(0, Math.min(top, max));
  if (prefersReducedMotion()) {
    window.scrollTo(0, target);
    return;
  }
  const inputs = ["wheel", "touchstart", "keydown"] as const;
  const stop = () => cancelSmoothScroll();
  inputs.forEach((type) => window.addEventListener(type, stop, { passive: true, once: true }));
  stopOnInput = () => inputs.forEach((type) => window.removeEventListener(type, stop));
  const step = () => {
    const current = window.scrollY;
    const next = nextScrollPosition(current, target);
    window.scrollTo(0, next);
    // Done when there, or when the window cannot move further.
    if (next === target || window.scrollY === current) {
      cancelSmoothScroll();
      return;
    }
    frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
}

/** Scrolls an element into view below the navbar, as its scroll margin asks. */
export function smoothScrollToElement(element: Element): void {
  const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  smoothScrollTo(window.scrollY + element.getBoundingClientRect().top - margin - padding);
}
