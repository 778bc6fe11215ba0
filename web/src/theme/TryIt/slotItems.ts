// The items of a slot that takes elements (a list's items, a wizard's steps), as the
// reader edits them one by one: each is one of the starting markup's elements, kept
// whole (its icon, its submenu), or a new one made from its element's markup; either
// may have its name changed (its text, or the attribute that names it), and the
// boolean attributes the component set on it as the reader used the preview (the tab
// it selected).

import type { TryIt, TrySlot } from "../../data/pageData";
import { slotElements } from "../../preview/slotElements";

export interface SlotItem {
  /** Its index among the slot's elements in the starting markup; absent for a new item. */
  from?: number;
  tag: string;
  /** Its name as the reader set it; absent where it keeps its own. */
  key?: string;
  /** Its boolean attributes that are set, where the preview changed them; absent where it keeps its own. */
  states?: string[];
}

/** How an item is named: by its text, by an attribute, or not at all (a table's row). */
export type ItemKey = { text: true } | { attribute: string } | null;

/** The most a slot holds here. */
export const MAX_ITEMS = 20;

/** The attributes that name an element, the likeliest first. */
const NAMING_ATTRIBUTES = ["text", "title-text", "header-text", "primary-title", "initials", "title"];

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

const sameStates = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((state, index) => state === b[index]));

export function sameItems(a: readonly SlotItem[], b: readonly SlotItem[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (item, index) =>
        item.from === b[index].from && item.tag === b[index].tag && item.key === b[index].key && sameStates(item.states, b[index].states),
    )
  );
}

/** The element an item is made from: its starting element, or a new one of its tag. */
function itemElement(item: SlotItem, originals: readonly Element[], elements: TryIt["elements"]): Element | null {
  return item.from !== undefined ? (originals[item.from] ?? null) : newElement(elements, item.tag);
}

/** Sets the boolean attributes `states` on `element`, and removes its other ones of `tag`. */
export function applyStates(element: Element, states: readonly string[], elements: TryIt["elements"]): void {
  for (const attribute of elements[element.localName]?.stateAttributes ?? []) {
    if (states.includes(attribute)) element.setAttribute(attribute, "");
    else element.removeAttribute(attribute);
  }
}

/**
 * The items with the boolean attributes the preview reported for them, one list per
 * item in order; an item whose element already has just those keeps its own. A report
 * of another number of items (one from before an edit) changes nothing.
 */
export function withReportedStates(
  items: readonly SlotItem[],
  reported: readonly (readonly string[])[],
  originals: readonly Element[],
  elements: TryIt["elements"],
): readonly SlotItem[] {
  if (reported.length !== items.length) return items;
  let changed = false;
  const next = items.map((item, index) => {
    const element = itemElement(item, originals, elements);
    const own = (elements[item.tag]?.stateAttributes ?? []).filter((attribute) => element?.hasAttribute(attribute)).sort();
    const states = [...reported[index]].sort();
    if (sameStates(item.states ?? own, states)) return item;
    changed = true;
    const kept: SlotItem = { ...item };
    delete kept.states;
    return sameStates(own, states) ? kept : { ...kept, states };
  });
  return changed ? next : items;
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

/** Between an item and its boolean attributes in the address (`1.selected`): a character forms keep as it is. */
const STATES = ".";
const STATE = /^[a-z][a-z0-9-]*$/;

/** An empty slot in the address. */
const NONE = "none";
const INDEX = /^\d{1,3}$/;
/** What addresses before the items had: `ui5-li*3`, the first element three times. */
const COUNTED = /^([a-z][a-z0-9]*-[a-z0-9-]*)\*(\d{1,2})$/;

/**
 * The items as the address carries them, one parameter value each: `2` (the starting
 * markup's third), `2=Export` (renamed), `ui5-li` (new), `ui5-li=Item 5`, `1.selected`
 * (with just that boolean attribute set), `0.` (with none); `none` for no items.
 */
export function encodeItems(items: readonly SlotItem[]): string[] {
  if (items.length === 0) return [NONE];
  return items.map((item) => {
    const states = item.states === undefined ? "" : STATES + item.states.join(STATES);
    return `${item.from ?? item.tag}${states}${item.key === undefined ? "" : `=${item.key}`}`;
  });
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
    const [head, ...states] = (at < 0 ? value : value.slice(0, at)).split(STATES);
    const extra = {
      ...(at < 0 ? {} : { key: value.slice(at + 1) }),
      ...(states.length === 0 ? {} : { states: states.filter((state) => STATE.test(state)).sort() }),
    };
    if (INDEX.test(head)) {
      const from = Number(head);
      if (from < starting.length) items.push({ from, tag: starting[from].tag, ...extra });
    } else if (slot.accepts.includes(head)) {
      items.push({ tag: head, ...extra });
    }
  }
  return items.slice(0, most);
}
