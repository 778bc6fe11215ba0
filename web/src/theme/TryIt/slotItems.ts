// The items of a slot that takes elements (a list's items, a wizard's steps), as the
// reader edits them one by one: each is one of the starting markup's elements, kept
// whole (its icon, its submenu), or a new one made from its element's markup; either
// may have its name changed (its text, or the attribute that names it).

import type { TryIt, TrySlot } from "../../data/pageData";

export interface SlotItem {
  /** Its index among the slot's elements in the starting markup; absent for a new item. */
  from?: number;
  tag: string;
  /** Its name as the reader set it; absent where it keeps its own. */
  key?: string;
}

/** How an item is named: by its text, by an attribute, or not at all (a table's row). */
export type ItemKey = { text: true } | { attribute: string } | null;

/** The most a slot holds here. */
export const MAX_ITEMS = 20;

/** The attributes that name an element, the likeliest first. */
const NAMING_ATTRIBUTES = ["text", "title-text", "header-text", "primary-title", "initials", "title"];

/** The elements of `element` in its slot `name`: for `default`, those without a `slot` attribute. */
export function slotElements(element: Element, name: string): Element[] {
  return [...element.children].filter((child) => {
    const slot = child.getAttribute("slot");
    return name === "default" ? slot === null : slot === name;
  });
}

/** How `element` is named: an attribute that names it, or its text when it holds nothing else. */
export function keyOf(element: Element): ItemKey {
  const attribute = NAMING_ATTRIBUTES.find((name) => element.hasAttribute(name));
  if (attribute) return { attribute };
  return element.children.length === 0 && element.textContent?.trim() ? { text: true } : null;
}

/** The name `element` has. */
export function keyValue(element: Element, key: ItemKey): string {
  if (!key) return "";
  return "attribute" in key ? (element.getAttribute(key.attribute) ?? "") : (element.textContent ?? "").trim();
}

/** Names `element` `value`. */
export function setKey(element: Element, key: ItemKey, value: string): void {
  if (!key) return;
  if ("attribute" in key) element.setAttribute(key.attribute, value);
  else element.textContent = value;
}

/** A new element of `tag` as its markup makes it, or `null` if the page has none. */
export function newElement(elements: TryIt["elements"], tag: string): Element | null {
  const markup = elements[tag]?.markup;
  if (!markup) return null;
  const template = document.createElement("template");
  template.innerHTML = markup;
  return template.content.querySelector(tag);
}

/** The slot's items in the starting markup. */
export function startingItems(slot: TrySlot, element: Element | null): SlotItem[] {
  return element ? slotElements(element, slot.name).map((child, from) => ({ from, tag: child.localName })) : [];
}

export function sameItems(a: readonly SlotItem[], b: readonly SlotItem[]): boolean {
  return a.length === b.length && a.every((item, index) => item.from === b[index].from && item.tag === b[index].tag && item.key === b[index].key);
}

/** A new item of `tag` at the end, named `Item n` where its element has a name. */
export function addItem(items: readonly SlotItem[], tag: string, elements: TryIt["elements"]): SlotItem[] {
  const element = newElement(elements, tag);
  const named = element !== null && keyOf(element) !== null;
  return [...items, named ? { tag, key: `Item ${items.length + 1}` } : { tag }];
}

export function removeItem(items: readonly SlotItem[], index: number): SlotItem[] {
  return items.filter((_, at) => at !== index);
}

/** The item at `index` moved by `by` places (-1: up), if it can be. */
export function moveItem(items: readonly SlotItem[], index: number, by: number): SlotItem[] {
  const to = index + by;
  if (to < 0 || to >= items.length) return [...items];
  const moved = [...items];
  [moved[index], moved[to]] = [moved[to], moved[index]];
  return moved;
}

/** The item at `index` made a new element of `tag`, keeping its name where `tag` has one. */
export function changeTag(items: readonly SlotItem[], index: number, tag: string, name: string, elements: TryIt["elements"]): SlotItem[] {
  const element = newElement(elements, tag);
  const named = element !== null && keyOf(element) !== null;
  return items.map((item, at) => (at === index ? (named ? { tag, key: name } : { tag }) : item));
}

export function renameItem(items: readonly SlotItem[], index: number, key: string): SlotItem[] {
  return items.map((item, at) => (at === index ? { ...item, key } : item));
}

/** An empty slot in the address. */
const NONE = "none";
const INDEX = /^\d{1,3}$/;
/** What addresses before the items had: `ui5-li*3`, the first element three times. */
const COUNTED = /^([a-z][a-z0-9]*-[a-z0-9-]*)\*(\d{1,2})$/;

/**
 * The items as the address carries them, one parameter value each: `2` (the starting
 * markup's third), `2=Export` (renamed), `ui5-li` (new), `ui5-li=Item 5`; `none` for
 * no items.
 */
export function encodeItems(items: readonly SlotItem[]): string[] {
  if (items.length === 0) return [NONE];
  return items.map((item) => `${item.from ?? item.tag}${item.key === undefined ? "" : `=${item.key}`}`);
}

/**
 * The items of the address's values for `slot`, given its starting items; values it
 * does not know are left out. An address of the time before (`ui5-li*3`) gives the
 * starting items of that element, then new ones, three in all.
 */
export function decodeItems(values: readonly string[], slot: TrySlot, starting: readonly SlotItem[]): SlotItem[] {
  const most = slot.multiple ? MAX_ITEMS : 1;
  const counted = values.length === 1 ? COUNTED.exec(values[0]) : null;
  if (counted) {
    const [, tag, count] = counted;
    if (!slot.accepts.includes(tag)) return [];
    const kept = starting.filter((item) => item.tag === tag).slice(0, Number(count));
    return [...kept, ...Array.from({ length: Number(count) - kept.length }, () => ({ tag }))].slice(0, most);
  }
  const items: SlotItem[] = [];
  for (const value of values) {
    if (value === NONE) continue;
    const at = value.indexOf("=");
    const head = at < 0 ? value : value.slice(0, at);
    const key = at < 0 ? undefined : value.slice(at + 1);
    if (INDEX.test(head)) {
      const from = Number(head);
      if (from < starting.length) items.push(key === undefined ? { from, tag: starting[from].tag } : { from, tag: starting[from].tag, key });
    } else if (slot.accepts.includes(head)) {
      items.push(key === undefined ? { tag: head } : { tag: head, key });
    }
  }
  return items.slice(0, most);
}
