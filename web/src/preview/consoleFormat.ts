// Turns what a preview logs into text for the playground's console panel. Values
// cannot cross to the page as they are (elements and functions do not survive
// postMessage), so they are described here, briefly, the way browser consoles do.
// Written by hand: the libraries that do this (util.inspect ports) are built for
// Node and weigh far more than this.

/** Longest text of one entry; the rest is cut. */
const MAX_LENGTH = 10_000;
/** How deep objects and arrays are shown. */
const MAX_DEPTH = 3;
/** How many items or keys of one object are shown. */
const MAX_ITEMS = 50;

/** The text of one console call: `%s`-style substitutions first, then the values. */
export function formatArguments(args: readonly unknown[]): string {
  const [first, ...rest] = args;
  let text: string;
  if (typeof first === "string" && /%[sdifoOc%]/.test(first)) {
    text = first.replace(/%([sdifoOc%])/g, (directive, kind: string) => {
      if (kind === "%") return "%";
      if (rest.length === 0) return directive;
      const value = rest.shift();
      switch (kind) {
        case "s":
          return typeof value === "string" ? value : describe(value);
        case "d":
        case "i":
          return String(Number.parseInt(String(value), 10));
        case "f":
          return String(Number.parseFloat(String(value)));
        case "c":
          // Styles have no meaning in plain text.
          return "";
        default:
          return describe(value);
      }
    });
    text = [text, ...rest.map(topLevel)].join(" ");
  } else {
    text = args.map(topLevel).join(" ");
  }
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH)}…` : text;
}

/** A logged string shows as it is; any other value is described. */
function topLevel(value: unknown): string {
  return typeof value === "string" ? value : describe(value);
}

/** A value as a console shows it. */
export function describe(value: unknown, depth = 0, seen: Set<object> = new Set()): string {
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "bigint":
      return `${value}n`;
    case "function":
      return `ƒ ${value.name || "anonymous"}()`;
    case "symbol":
    case "number":
    case "boolean":
    case "undefined":
      return String(value);
  }
  if (value === null) return "null";
  const object = value as object;
  if (object instanceof Error) return `${object.name}: ${object.message}`;
  if (typeof Element !== "undefined" && object instanceof Element) return describeElement(object);
  if (typeof Node !== "undefined" && object instanceof Node) return object.nodeName;
  if (object instanceof Date) return Number.isNaN(object.getTime()) ? "Invalid Date" : object.toISOString();
  if (object instanceof RegExp) return String(object);
  if (seen.has(object)) return "[Circular]";
  if (depth >= MAX_DEPTH) return Array.isArray(object) ? "[…]" : "{…}";
  seen.add(object);
  try {
    const inner = (item: unknown) => describe(item, depth + 1, seen);
    if (Array.isArray(object)) return `[${list(object, inner)}]`;
    if (object instanceof Map) {
      return `Map(${object.size}) {${list([...object], ([key, item]) => `${inner(key)} => ${inner(item)}`)}}`;
    }
    if (object instanceof Set) return `Set(${object.size}) {${list([...object], inner)}}`;
    const entries = Object.entries(object).map(([key, item]) => `${propertyName(key)}: ${inner(item)}`);
    const name = object.constructor?.name;
    const prefix = name && name !== "Object" ? `${name} ` : "";
    return `${prefix}{${list(entries, (entry) => entry)}}`;
  } finally {
    seen.delete(object);
  }
}

function list<T>(items: readonly T[], show: (item: T) => string): string {
  const shown = items.slice(0, MAX_ITEMS).map(show);
  if (items.length > MAX_ITEMS) shown.push(`… ${items.length - MAX_ITEMS} more`);
  return shown.join(", ");
}

function propertyName(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
}

function describeElement(element: Element): string {
  const id = element.id ? ` id="${element.id}"` : "";
  const classes = element.classList.length > 0 ? ` class="${element.classList.value}"` : "";
  return `<${element.localName}${id}${classes}>`;
}
