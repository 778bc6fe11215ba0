// The messages between a component page's Try it section and its preview (an
// isolated iframe). Display settings travel as for samples: `{ settings }` (messages.ts).

/** A popup the preview opens with a button. */
export interface PreviewPopup {
  tag: string;
  opener: "showAt" | "show";
  /** What the button says: `Open Dialog`. */
  label: string;
}

/** Page to preview: show this markup, replacing what it shows. */
export interface TryItRender {
  html: string;
  /** The tag of the edited element: the first element of the markup with it. */
  target: string;
  /** The modules the markup needs: its components' and its icons'. */
  modules: string[];
  /** Values set as the edited element's properties (objects and arrays). */
  properties: Record<string, unknown>;
  /** The events of the edited element to report. */
  events: string[];
  popup?: PreviewPopup;
}

/** Page to preview: change the edited element in place. */
export interface TryItChange {
  /** Attributes to set, or to remove (`null`). */
  attributes: Record<string, string | null>;
  properties: Record<string, unknown>;
  /** Modules the change needs (an icon newly named). */
  modules: string[];
}

export interface TryItMessage {
  tryIt: { render: TryItRender } | { change: TryItChange };
}

/** Preview to page: the edited element fired an event. */
export interface TryItEventMessage {
  tryItEvent: { name: string; detail: string };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === "string");

export function isTryItMessage(data: unknown): data is TryItMessage {
  const tryIt = isRecord(data) ? data.tryIt : undefined;
  if (!isRecord(tryIt)) return false;
  const { render, change } = tryIt as { render?: unknown; change?: unknown };
  if (isRecord(render)) {
    return typeof render.html === "string" && typeof render.target === "string" && isStrings(render.modules) && isRecord(render.properties) && isStrings(render.events);
  }
  if (isRecord(change)) {
    return isRecord(change.attributes) && isRecord(change.properties) && isStrings(change.modules);
  }
  return false;
}

export function isTryItEventMessage(data: unknown): data is TryItEventMessage {
  const event = isRecord(data) ? data.tryItEvent : undefined;
  return isRecord(event) && typeof event.name === "string" && typeof event.detail === "string";
}
