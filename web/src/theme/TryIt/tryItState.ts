// What the reader has set in a component's Try it controls, and how it travels in the
// page's address, so that a configured component can be shared: only what differs
// from the starting markup, so a link carries no value switched back to its start.

import type { Property, TrySlot } from "../../data/pageData";
import { decodeItems, encodeItems, sameItems, startingItems, type SlotItem } from "./slotItems";

/** The value of a control as the address carries it: text, `true`/`false`, a number, JSON. */
export type ControlValue = string;

/** What the reader changed, by property and slot name. */
export interface TryState {
  properties: Record<string, ControlValue>;
  /** The text of slots that take text. */
  texts: Record<string, string>;
  /** The items of slots that take elements. */
  items: Record<string, SlotItem[]>;
}

export const EMPTY_STATE: TryState = { properties: {}, texts: {}, items: {} };

const PROPERTY_PREFIX = "p.";
const SLOT_PREFIX = "s.";

/** Whether a slot can be edited here: it takes text, or elements the page knows. */
export const isEditable = (slot: TrySlot) => slot.text || slot.accepts.length > 0;

/** A default as the manifest writes it (`"Default"`, `false`, `0`), as a control shows it. */
export function defaultValue(property: Property): ControlValue {
  // 1.24 starts every boolean false, whatever its documented default (a page's `floatingFooter` says `true`).
  if (property.editor === "switch") return "false";
  const text = property.default;
  if (text === undefined || text === "undefined" || text === "null") return "";
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "string" ? value : property.editor === "json" ? JSON.stringify(value) : String(value);
  } catch {
    return text;
  }
}

/** What a control shows before the reader changes it: the starting markup's value, or the default. */
export function startingValue(property: Property, element: Element | null): ControlValue {
  const attribute = property.attribute;
  if (element && attribute && element.hasAttribute(attribute)) {
    return property.editor === "switch" ? "true" : (element.getAttribute(attribute) ?? "");
  }
  return defaultValue(property);
}

/** The value a property's control shows. */
export function controlValue(state: TryState, property: Property, element: Element | null): ControlValue {
  return state.properties[property.name] ?? startingValue(property, element);
}

/** The starting markup's text of a slot that takes text. */
export function startingText(slot: TrySlot, element: Element | null): string {
  if (!element) return "";
  const slotName = slot.name === "default" ? null : slot.name;
  const nodes = [...element.childNodes].filter((node) =>
    node.nodeType === Node.ELEMENT_NODE
      ? (node as Element).getAttribute("slot") === slotName
      : node.nodeType === Node.TEXT_NODE && slotName === null,
  );
  return nodes
    .map((node) => node.textContent ?? "")
    .join("")
    .trim();
}

/** `record` with `key` set to `value`, or without `key` when `unchanged`. */
function changed<T>(record: Record<string, T>, key: string, value: T, unchanged: boolean): Record<string, T> {
  const copy = { ...record };
  if (unchanged) delete copy[key];
  else copy[key] = value;
  return copy;
}

/** `state` with the property set; a value back at its start is no change. */
export function withProperty(state: TryState, property: Property, value: ControlValue, element: Element | null): TryState {
  return { ...state, properties: changed(state.properties, property.name, value, value === startingValue(property, element)) };
}

export function withText(state: TryState, slot: TrySlot, text: string, element: Element | null): TryState {
  return { ...state, texts: changed(state.texts, slot.name, text, text === startingText(slot, element)) };
}

export function withItems(state: TryState, slot: TrySlot, items: SlotItem[], element: Element | null): TryState {
  return { ...state, items: changed(state.items, slot.name, items, sameItems(items, startingItems(slot, element))) };
}

/** The items a slot's control shows. */
export function itemsOf(state: TryState, slot: TrySlot, element: Element | null): SlotItem[] {
  return state.items[slot.name] ?? startingItems(slot, element);
}

/**
 * The slots as the preview renders them, as a key that changes when it has to render
 * anew: each slot's text and items, not the items' boolean attributes, which the
 * component itself sets in the preview.
 */
export function renderedSlotsKey(state: TryState, slots: readonly TrySlot[], element: Element | null): string {
  return JSON.stringify(
    slots
      .filter(isEditable)
      .map((slot) =>
        slot.text ? (state.texts[slot.name] ?? null) : itemsOf(state, slot, element).map(({ from, tag, key }) => ({ from, tag, key })),
      ),
  );
}

/**
 * The state an address's query carries (`?p.design=Emphasized&s.default=Save`), read
 * against the starting markup's edited element; unknown names are left out.
 */
export function readState(search: string, properties: readonly Property[], slots: readonly TrySlot[], element: Element | null): TryState {
  const params = new URLSearchParams(search);
  let state = EMPTY_STATE;
  for (const property of properties) {
    const value = params.get(PROPERTY_PREFIX + property.name);
    if (value !== null && property.editor !== "readonly") state = withProperty(state, property, value, element);
  }
  for (const slot of slots.filter(isEditable)) {
    const values = params.getAll(SLOT_PREFIX + slot.name);
    if (values.length === 0) continue;
    state = slot.text
      ? withText(state, slot, values[0], element)
      : withItems(state, slot, decodeItems(values, slot, startingItems(slot, element)), element);
  }
  return state;
}

/** The query with `state` in place of the state it had; the page's other parameters stay. */
export function writeState(search: string, state: TryState): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) {
    if (key.startsWith(PROPERTY_PREFIX) || key.startsWith(SLOT_PREFIX)) params.delete(key);
  }
  for (const [name, value] of Object.entries(state.properties)) params.set(PROPERTY_PREFIX + name, value);
  for (const [name, text] of Object.entries(state.texts)) params.set(SLOT_PREFIX + name, text);
  for (const [name, items] of Object.entries(state.items)) encodeItems(items).forEach((value) => params.append(SLOT_PREFIX + name, value));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function hasState(state: TryState): boolean {
  return [state.properties, state.texts, state.items].some((changes) => Object.keys(changes).length > 0);
}
