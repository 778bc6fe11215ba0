// The other way: what the component changed itself (a dialog closed with Escape, a
// date picked, a layout expanded), read back from the values the preview reports after
// each of its events, so the controls, the markup and the link say what the reader sees.

import type { Property, TryIt } from "../../data/pageData";
import { slotElements } from "../../preview/slotElements";
import type { ReportedValue } from "../../preview/tryItMessages";
import { withReportedStates } from "./slotItems";
import { controlValue, isEditable, itemsOf, withItems, withProperty, type ControlValue, type TryState } from "./tryItState";

/** The properties whose values the preview reports back: those a control edits as an attribute. */
export function trackedProperties(properties: readonly Property[]): Property[] {
  return properties.filter((property) => property.attribute && ["switch", "select", "text", "integer", "float"].includes(property.editor));
}

/** A reported value as the property's control shows it; `undefined` if the control cannot show it. */
export function reportedControlValue(property: Property, value: ReportedValue): ControlValue | undefined {
  switch (property.editor) {
    case "switch":
      return typeof value === "boolean" ? String(value) : undefined;
    case "integer":
    case "float":
      return typeof value === "number" ? String(value) : value === null ? "" : undefined;
    case "select":
      if (value === null || value === "") return "";
      return typeof value === "string" && (property.values ?? []).some((item) => item.name === value) ? value : undefined;
    case "text":
      return typeof value === "string" ? value : value === null ? "" : undefined;
    default:
      return undefined;
  }
}

/**
 * `state` with the reported values of the tracked properties that differ from their
 * controls'; the same object when none does.
 */
export function readBack(
  state: TryState,
  properties: readonly Property[],
  element: Element | null,
  reported: Record<string, ReportedValue>,
): TryState {
  let next = state;
  for (const property of trackedProperties(properties)) {
    if (!Object.hasOwn(reported, property.name)) continue;
    const value = reportedControlValue(property, reported[property.name]);
    if (value === undefined || value === controlValue(next, property, element)) continue;
    next = withProperty(next, property, value, element);
  }
  return next;
}

/**
 * A message the page sent the preview: its revision, and the attributes and properties
 * it set, or `all` for a render, which replaces the element and its items.
 */
export type SentMessage = { revision: number; sets: ReadonlySet<string> | "all" };

/**
 * What of a report still holds once the preview has applied the page's later messages
 * (`sent`, those after the report's revision): every value of a report that follows
 * the last message; of an older one, the values of the properties no later message
 * sets, and the items' states unless a later render replaced them. A report the page
 * dropped whole would lose for good what the component changed (the preview reports
 * each value once), and the control would stay out of step with the preview.
 */
export function stillHeld(
  report: { revision: number; values: Record<string, ReportedValue>; items: Record<string, string[][]> },
  sent: readonly SentMessage[],
  properties: readonly Property[],
): { values: Record<string, ReportedValue>; items: Record<string, string[][]> } {
  const later = sent.filter((message) => message.revision > report.revision);
  if (later.some((message) => message.sets === "all")) return { values: {}, items: {} };
  const setLater = (name: string | undefined) =>
    name !== undefined && later.some((message) => message.sets !== "all" && message.sets.has(name));
  const values: Record<string, ReportedValue> = {};
  for (const property of properties) {
    if (Object.hasOwn(report.values, property.name) && !setLater(property.name) && !setLater(property.attribute)) {
      values[property.name] = report.values[property.name];
    }
  }
  return { values, items: report.items };
}

/** The slots whose items' boolean attributes the preview reports: by slot, by tag of item. */
export function itemStates(tryIt: TryIt): Record<string, Record<string, string[]>> {
  const slots: Record<string, Record<string, string[]>> = {};
  for (const slot of tryIt.slots.filter((slot) => isEditable(slot) && !slot.text)) {
    const byTag = Object.fromEntries(
      slot.accepts.map((tag) => [tag, tryIt.elements[tag]?.stateAttributes ?? []]).filter(([, states]) => states.length > 0),
    );
    if (Object.keys(byTag).length > 0) slots[slot.name] = byTag;
  }
  return slots;
}

/**
 * `state` with the slots' items carrying the boolean attributes the preview reported
 * for them (the tab the reader selected in it); the same object when none changed.
 */
export function readBackItems(state: TryState, tryIt: TryIt, element: Element | null, reported: Record<string, string[][]>): TryState {
  let next = state;
  for (const slot of tryIt.slots.filter((slot) => isEditable(slot) && !slot.text)) {
    if (!Object.hasOwn(reported, slot.name)) continue;
    const items = itemsOf(next, slot, element);
    const updated = withReportedStates(items, reported[slot.name], element ? slotElements(element, slot.name) : [], tryIt.elements);
    if (updated !== items) next = withItems(next, slot, [...updated], element);
  }
  return next;
}
