// What the reader has set in a component's Try it controls, how it travels in the
// page's address (so a configured component can be shared), and the markup it makes:
// the starting markup with the edited element's attributes and slots changed.

import type { Property, TryIt, TrySlot } from "../../data/pageData";

/** The value of a control as the address carries it: text, `true`/`false`, a number, JSON. */
export type ControlValue = string;

/** A slot's content: its text, or `tag*count`, or `none`. */
export type SlotValue = string;

/** What the reader changed, by property and slot name. */
export interface TryState {
  properties: Record<string, ControlValue>;
  slots: Record<string, SlotValue>;
}

export const EMPTY_STATE: TryState = { properties: {}, slots: {} };

const PROPERTY_PREFIX = "p.";
const SLOT_PREFIX = "s.";
/** A slot emptied by the reader. */
export const NO_ELEMENTS = "none";

/** The state an address's query carries (`?p.design=Emphasized&s.default=Save`); unknown names are left out. */
export function readState(search: string, properties: readonly Property[], slots: readonly TrySlot[]): TryState {
  const params = new URLSearchParams(search);
  const state: TryState = { properties: {}, slots: {} };
  for (const property of properties) {
    const value = params.get(PROPERTY_PREFIX + property.name);
    if (value !== null && property.editor !== "readonly") state.properties[property.name] = value;
  }
  for (const slot of slots) {
    const value = params.get(SLOT_PREFIX + slot.name);
    if (value !== null && (slot.text || slot.accepts.length > 0)) state.slots[slot.name] = value;
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
  for (const [name, value] of Object.entries(state.slots)) params.set(SLOT_PREFIX + name, value);
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function hasState(state: TryState): boolean {
  return Object.keys(state.properties).length > 0 || Object.keys(state.slots).length > 0;
}

/** A default as the manifest writes it (`"Default"`, `false`, `0`), as a control shows it. */
export function defaultValue(property: Property): ControlValue {
  const text = property.default;
  if (text === undefined || text === "undefined" || text === "null") return property.editor === "switch" ? "false" : "";
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "string" ? value : property.editor === "json" ? JSON.stringify(value) : String(value);
  } catch {
    return text;
  }
}

/** A slot's content in the starting markup, as its control shows it. */
export function startingSlot(slot: TrySlot, element: Element): SlotValue {
  const children = slotChildren(element, slot.name);
  if (slot.text) return children.map((node) => node.textContent ?? "").join("").trim();
  const elements = children.filter((node): node is Element => node.nodeType === Node.ELEMENT_NODE);
  if (elements.length === 0) return NO_ELEMENTS;
  return `${elements[0].localName}*${elements.length}`;
}

/** What the controls show before the reader changes them: the starting markup's values, or the defaults. */
export function startingValue(property: Property, element: Element | null): ControlValue {
  const attribute = property.attribute;
  if (element && attribute && element.hasAttribute(attribute)) {
    return property.editor === "switch" ? "true" : (element.getAttribute(attribute) ?? "");
  }
  return defaultValue(property);
}

/** `ui5-li*3` as its parts; `null` for `none` or anything else. */
export function parseElements(value: SlotValue): { tag: string; count: number } | null {
  const match = /^([a-z][a-z0-9-]*)\*(\d{1,2})$/.exec(value);
  return match ? { tag: match[1], count: Number(match[2]) } : null;
}

/** The configured markup and what the preview sets on the edited element. */
export interface Configured {
  html: string;
  /** Every attribute the controls set on the edited element: its value, or `null` if absent. */
  attributes: Record<string, string | null>;
  /** Object and array properties, set in script. */
  properties: Record<string, unknown>;
  /** Why a control's value is not applied, by property name. */
  errors: Record<string, string>;
}

/** The starting markup parsed, and its edited element (the first with the component's tag). */
export function parseMarkup(markup: string, tag: string): { root: DocumentFragment; element: Element | null } {
  const template = document.createElement("template");
  template.innerHTML = markup;
  return { root: template.content, element: template.content.querySelector(tag) };
}

/** Applies the reader's changes to the starting markup. */
export function configure(tryIt: TryIt, tag: string, properties: readonly Property[], state: TryState): Configured {
  const { root, element } = parseMarkup(tryIt.markup, tag);
  const configured: Configured = { html: "", attributes: {}, properties: {}, errors: {} };
  if (element) {
    for (const property of properties) {
      const value = state.properties[property.name];
      if (value !== undefined) applyProperty(element, property, value, configured);
      if (property.attribute) configured.attributes[property.attribute] = element.getAttribute(property.attribute);
    }
    for (const slot of tryIt.slots) {
      const value = state.slots[slot.name];
      if (value !== undefined) fillSlot(element, slot, value, tryIt);
    }
  }
  configured.html = serialize(root);
  return configured;
}

function applyProperty(element: Element, property: Property, value: ControlValue, configured: Configured): void {
  const attribute = property.attribute;
  switch (property.editor) {
    case "readonly":
      return;
    case "json":
      try {
        configured.properties[property.name] = value.trim() === "" ? undefined : JSON.parse(value);
      } catch (error) {
        configured.errors[property.name] = `Not valid JSON: ${error instanceof Error ? error.message : String(error)}`;
      }
      return;
    case "switch":
      if (attribute) element.toggleAttribute(attribute, value === "true");
      return;
    case "integer":
    case "float":
      if (value.trim() !== "" && !Number.isFinite(Number(value))) {
        configured.errors[property.name] = "Not a number";
        return;
      }
      if (property.editor === "integer" && value.trim() !== "" && !Number.isInteger(Number(value))) {
        configured.errors[property.name] = "Not a whole number";
        return;
      }
      break;
    case "select":
      if (value !== "" && !(property.values ?? []).some((item) => item.name === value)) {
        configured.errors[property.name] = `Not one of its values: ${(property.values ?? []).map((item) => item.name).join(", ")}`;
        return;
      }
      break;
  }
  if (!attribute) return;
  // The default needs no attribute: the markup stays as a reader would write it.
  if (value === "" || value === defaultValue(property)) element.removeAttribute(attribute);
  else element.setAttribute(attribute, value);
}

/** The nodes of `element` in its slot `name`: for `default`, those without a `slot` attribute. */
function slotChildren(element: Element, name: string): ChildNode[] {
  return [...element.childNodes].filter((node) => {
    if (node.nodeType === Node.ELEMENT_NODE) {
      const slot = (node as Element).getAttribute("slot");
      return name === "default" ? slot === null : slot === name;
    }
    return name === "default" && node.nodeType === Node.TEXT_NODE;
  });
}

/** The indentation of the line `node` starts on, from the whitespace before it. */
function indentationOf(node: Node): string {
  const before = node.previousSibling;
  if (before?.nodeType !== Node.TEXT_NODE) return "";
  const text = before.textContent ?? "";
  return text.includes("\n") ? text.slice(text.lastIndexOf("\n") + 1) : "";
}

const isBlank = (node: Node | null) => node?.nodeType === Node.TEXT_NODE && !node.textContent?.trim();

function fillSlot(element: Element, slot: TrySlot, value: SlotValue, tryIt: TryIt): void {
  if (slot.text) {
    slotChildren(element, slot.name).forEach((node) => node.remove());
    element.append(value);
    return;
  }
  // The slot's elements go with the line breaks before them; the rest keeps its layout.
  for (const node of slotChildren(element, slot.name).filter((node) => !isBlank(node))) {
    if (isBlank(node.previousSibling)) node.previousSibling?.remove();
    node.remove();
  }
  const elements = parseElements(value);
  const choice = elements && slot.accepts.includes(elements.tag) ? tryIt.elements[elements.tag] : undefined;
  if (!elements || !choice) return;
  const indentation = indentationOf(element);
  const count = slot.multiple ? Math.min(elements.count, 10) : Math.min(elements.count, 1);
  if (isBlank(element.lastChild)) element.lastChild?.remove();
  for (let index = 0; index < count; index += 1) {
    const child = parseMarkup(choice.markup, elements.tag).root.firstElementChild;
    if (!child) continue;
    if (slot.name !== "default") child.setAttribute("slot", slot.name);
    element.append(`\n${indentation}  `, child);
  }
  element.append(`\n${indentation}`);
}

const VOID_ELEMENTS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** Markup as a reader writes it: boolean attributes bare (`disabled`, not `disabled=""`). */
export function serialize(node: Node): string {
  let html = "";
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) html += escapeText(child.textContent ?? "");
    else if (child.nodeType === Node.COMMENT_NODE) html += `<!--${child.textContent ?? ""}-->`;
    else if (child.nodeType === Node.ELEMENT_NODE) {
      const element = child as Element;
      const attributes = [...element.attributes].map((a) => (a.value === "" ? ` ${a.name}` : ` ${a.name}="${escapeAttribute(a.value)}"`)).join("");
      html += `<${element.localName}${attributes}>`;
      if (!VOID_ELEMENTS.has(element.localName)) {
        const content = element instanceof HTMLTemplateElement ? element.content : element;
        html += `${serialize(content)}</${element.localName}>`;
      }
    }
  }
  return html;
}

/** The module of an icon name (`accept`, `tnt/actor`, `business-suite/3d`), or null for a name that is none. */
export function iconModule(name: string): string | null {
  const match = /^(?:(tnt|business-suite)\/)?([a-z0-9][a-z0-9-]*)$/.exec(name.trim());
  if (!match) return null;
  const collection = match[1] ? `@ui5/webcomponents-icons-${match[1]}` : "@ui5/webcomponents-icons";
  return `${collection}/dist/${match[2]}.js`;
}

/**
 * The modules the configured markup needs: its components' (with their optional
 * features), the features of the edited element's properties that are set, and the
 * icons it names.
 */
export function modulesOf(configured: Configured, elements: TryIt["elements"], properties: readonly Property[]): string[] {
  const template = document.createElement("template");
  template.innerHTML = configured.html;
  const components = new Set<string>();
  const icons = new Set<string>();
  for (const element of template.content.querySelectorAll("*")) {
    const known = elements[element.localName];
    if (!known) continue;
    known.modules.forEach((module) => components.add(module));
    for (const attribute of known.iconAttributes) {
      const module = iconModule(element.getAttribute(attribute) ?? "");
      if (module) icons.add(module);
    }
  }
  for (const property of properties) {
    const set = property.attribute ? configured.attributes[property.attribute] != null : configured.properties[property.name] !== undefined;
    if (set) property.features?.forEach((module) => components.add(module));
  }
  return [...components, ...icons];
}

/** The project "Open in Playground" opens: the markup, and a script importing what it needs. */
export function playgroundFiles(configured: Configured, tag: string, elements: TryIt["elements"], properties: readonly Property[]): Record<string, string> {
  const imports = modulesOf(configured, elements, properties).map((module) => `import "${module}";`);
  const assignments = Object.entries(configured.properties)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `element.${name} = ${JSON.stringify(value, null, 2)};`);
  const script = assignments.length > 0 ? [...imports, "", `const element = document.querySelector("${tag}");`, ...assignments] : imports;
  return { "index.html": `${configured.html.trim()}\n`, "main.js": `${script.join("\n")}\n` };
}
