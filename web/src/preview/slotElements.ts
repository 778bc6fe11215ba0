// Which children of an element are in a slot: what the page edits as a slot's items
// and what the preview reports of them.

/** The elements of `element` in its slot `name`: for `default`, those without a `slot` attribute. */
export function slotElements(element: Element, name: string): Element[] {
  return [...element.children].filter((child) => {
    const slot = child.getAttribute("slot");
    return name === "default" ? slot === null : slot === name;
  });
}
