// The messages between a component page's Try it section and its preview (an
// isolated iframe). Display settings travel as for samples: `{ settings }`, and the
// content height as `{ height, iframeId }` (messages.ts). Each side checks a message's
// shape before it reads it: the page takes messages only from its own preview frame,
// the preview only from the page that embeds it.

import type { Opener, Popup } from "../data/pageData";

/** The tallest the page shows the preview, in CSS pixels; a taller one scrolls inside. */
export const PREVIEW_MAX_HEIGHT = 600;

/**
 * A popup of the markup and the element of the markup that opens it: by its method
 * (`showAt(button)`, `show()`), or, where the popup names that element as its
 * `opener`, by its `open` property (what 1.24 asks of a menu or a popover: its
 * `showAt` would open it, then its `opener` close it again).
 */
export interface PreviewPopup extends Omit<Popup, "opener"> {
  opener: Opener | "open";
  /** The id of the element whose click opens it. */
  button: string;
}

/** The buttons of a popup's footer, which close it in the preview and in the playground's script, as an application's would. */
export const POPUP_CLOSERS = '[slot="footer"] ui5-button, ui5-button[slot="footer"]';

/** Page to preview: show this markup, replacing what it shows. */
export interface TryItRender {
  /** Counts the page's messages: the preview's reports say the last one they follow. */
  revision: number;
  html: string;
  /** The tag of the edited element: the first element of the markup with it. */
  target: string;
  /** The modules the markup needs: its components' and its icons'. */
  modules: string[];
  /** Values set as the edited element's properties (objects and arrays). */
  properties: Record<string, unknown>;
  /** The events of the edited element to report. */
  events: string[];
  /** The properties whose values the preview reports after each event. */
  track: string[];
  /** The read-only properties whose values the preview describes. */
  readonly: string[];
  /**
   * By slot of the edited element, the boolean attributes of its items (by tag) that
   * the preview reports after each event: a tab or a step the component selected.
   */
  itemStates: Record<string, Record<string, string[]>>;
  popup?: PreviewPopup;
}

/** Page to preview: change the edited element in place. */
export interface TryItChange {
  revision: number;
  /** Attributes to set, or to remove (`null`). */
  attributes: Record<string, string | null>;
  properties: Record<string, unknown>;
  /** Modules the change needs (an icon newly named). */
  modules: string[];
}

export interface TryItMessage {
  /**
   * `audit`: the page shows the accessibility report from now on, so axe checks the
   * preview (before that, it would cost the reader its download and its time for
   * nothing).
   */
  tryIt: { render: TryItRender } | { change: TryItChange } | { audit: true };
}

/** A property's value as the preview reads it back. */
export type ReportedValue = string | number | boolean | null;

/**
 * Preview to page: the edited element's tracked properties that changed since the last
 * such message, and its read-only ones described; after a change, or after the element
 * fired `event`.
 */
export interface TryItValuesMessage {
  tryItValues: {
    /** The page's last message the preview had applied. */
    revision: number;
    event?: { name: string; detail: string };
    values: Record<string, ReportedValue>;
    readonly: Record<string, string>;
    /** By slot, each item's boolean attributes that are set, of those the render asked for. */
    items: Record<string, string[][]>;
  };
}

/** A rule axe found broken, with the elements that break it. */
export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  /** Each element as a CSS selector path (shadow roots joined by ` > `). */
  targets: string[];
}

/** Preview to page: axe is checking the preview, or what it found, or why it could not. */
export interface TryItAxeMessage {
  tryItAxe: { status: "checking" } | { status: "done"; findings: AxeFinding[] } | { status: "failed"; error: string };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === "string");
const isRecordOf = <T>(value: unknown, isItem: (item: unknown) => item is T): value is Record<string, T> =>
  isRecord(value) && Object.values(value).every(isItem);
const isString = (value: unknown): value is string => typeof value === "string";
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isReported = (value: unknown): value is ReportedValue =>
  value === null || typeof value === "string" || typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value));

function isPopup(value: unknown): value is PreviewPopup {
  return isRecord(value) && isString(value.tag) && ["showAt", "show", "open"].includes(value.opener as string) && isString(value.button);
}

export function isTryItMessage(data: unknown): data is TryItMessage {
  const tryIt = isRecord(data) ? data.tryIt : undefined;
  if (!isRecord(tryIt)) return false;
  const { render, change, audit } = tryIt as { render?: unknown; change?: unknown; audit?: unknown };
  if (audit === true) return true;
  if (isRecord(render)) {
    return (
      isNumber(render.revision) &&
      isString(render.html) &&
      isString(render.target) &&
      isStrings(render.modules) &&
      isRecord(render.properties) &&
      isStrings(render.events) &&
      isStrings(render.track) &&
      isStrings(render.readonly) &&
      isRecordOf(render.itemStates, (slot): slot is Record<string, string[]> => isRecordOf(slot, isStrings)) &&
      (render.popup === undefined || isPopup(render.popup))
    );
  }
  if (isRecord(change)) {
    return (
      isNumber(change.revision) &&
      isRecordOf(change.attributes, (v): v is string | null => v === null || isString(v)) &&
      isRecord(change.properties) &&
      isStrings(change.modules)
    );
  }
  return false;
}

export function isTryItValuesMessage(data: unknown): data is TryItValuesMessage {
  const values = isRecord(data) ? data.tryItValues : undefined;
  if (!isRecord(values)) return false;
  const event = values.event;
  return (
    isNumber(values.revision) &&
    (event === undefined || (isRecord(event) && isString(event.name) && isString(event.detail))) &&
    isRecordOf(values.values, isReported) &&
    isRecordOf(values.readonly, isString) &&
    isRecordOf(values.items, (slot): slot is string[][] => Array.isArray(slot) && slot.every(isStrings))
  );
}

function isFinding(value: unknown): value is AxeFinding {
  return (
    isRecord(value) &&
    isString(value.id) &&
    (value.impact === null || isString(value.impact)) &&
    isString(value.help) &&
    isStrings(value.targets)
  );
}

export function isTryItAxeMessage(data: unknown): data is TryItAxeMessage {
  const axe = isRecord(data) ? data.tryItAxe : undefined;
  if (!isRecord(axe)) return false;
  switch (axe.status) {
    case "checking":
      return true;
    case "done":
      return Array.isArray(axe.findings) && axe.findings.every(isFinding);
    case "failed":
      return isString(axe.error);
    default:
      return false;
  }
}
