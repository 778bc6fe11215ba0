/**
 * Whether `element` lies over the frame that has keyboard focus (a live preview the
 * reader works in), in the viewport.
 */
export function coversFocusedFrame(element: Element | null): boolean {
  const frame = document.activeElement;
  if (!element || !(frame instanceof HTMLIFrameElement)) return false;
  const over = element.getBoundingClientRect();
  const under = frame.getBoundingClientRect();
  return over.left < under.right && under.left < over.right && over.top < under.bottom && under.top < over.bottom;
}
