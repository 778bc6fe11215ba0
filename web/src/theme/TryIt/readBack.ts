// The other way: what the component changed itself (a dialog closed with Escape, a
// date picked, a layout expanded), read back from the values the preview reports after
// each of its events, so the controls, the markup and the link say what the reader sees.

import type { Property } from "../../data/pageData";
import type { ReportedValue } from "../../preview/tryItMessages";
import { controlValue, withProperty, type ControlValue, type TryState } from "./tryItState";

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
export function readBack(state: TryState, properties: readonly Property[], element: Element | null, reported: Record<string, ReportedValue>): TryState {
  let next = state;
  for (const property of trackedProperties(properties)) {
    if (!Object.hasOwn(reported, property.name)) continue;
    const value = reportedControlValue(property, reported[property.name]);
    if (value === undefined || value === controlValue(next, property, element)) continue;
    next = withProperty(next, property, value, element);
  }
  return next;
}
