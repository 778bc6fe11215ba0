// The markup the Try it controls make: the starting markup with the edited element's
// attributes and slots changed, and, for a popup, the button that opens it.

import type { Property, TryIt, TrySlot } from "../../data/pageData";
import type { PreviewPopup } from "../../preview/tryItMessages";
import { slotElements } from "../../preview/slotElements";
import { applyStates, keyOf, newElement, setKey, type SlotItem } from "./slotItems";
import { defaultValue, isEditable, type ControlValue, type TryState } from "./tryItState";

/** The configured markup and what the preview sets on the edited element. */
export interface Configured {
  html: string;
  /** Every attribute the controls set on the edited element: its value, or `null` if absent. */
  attributes: Record<string, string | null>;
  /** Object and array properties, set in script. */
  properties: Record<string, unknown>;
  /** Why a control's value is not applied, by property name. */
  errors: Record<string, string>;
  /** The popup of the markup and the element that opens it. */
  popup?: PreviewPopup;
}

/** The element that opens a popup, which the markup gets when it has none. */
export const OPENER_TAG = "ui5-button";
export const OPENER_MODULE = "@ui5/webcomponents/dist/Button.js";

/** The starting markup parsed, and its edited element (the first with the component's tag). */
export function parseMarkup(markup: string, tag: string): { root: DocumentFragment; element: Element | null } {
  const template = document.createElement("template");
  template.innerHTML = markup;
  return { root: template.content, element: template.content.querySelector(tag) };
}

/** The attribute a control's value makes: bare for `true`, none for `false` or the default. */
export function attributeValue(property: Property, value: ControlValue): string | null {
  if (property.editor === "switch") return value === "true" ? "" : null;
  return value === "" || value === defaultValue(property) ? null : value;
}

/** Applies the reader's changes to the starting markup of the component `component` (its name). */
export function configure(tryIt: TryIt, tag: string, component: string, properties: readonly Property[], state: TryState): Configured {
  const { root, element } = parseMarkup(tryIt.markup, tag);
  const configured: Configured = { html: "", attributes: {}, properties: {}, errors: {} };
  if (element) {
    for (const property of properties) {
      const value = state.properties[property.name];
      if (value !== undefined) applyProperty(element, property, value, configured);
      if (property.attribute) configured.attributes[property.attribute] = element.getAttribute(property.attribute);
    }
    for (const slot of tryIt.slots.filter(isEditable)) {
      const text = state.texts[slot.name];
      const items = state.items[slot.name];
      if (slot.text && text !== undefined) fillText(element, slot, text);
      else if (!slot.text && items !== undefined) fillItems(element, slot, items, tryIt.elements);
    }
  }
  if (tryIt.popup) configured.popup = withOpener(root, tryIt.popup, tag === tryIt.popup.tag ? component : undefined);
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
  const set = attributeValue(property, value);
  if (set === null) element.removeAttribute(attribute);
  else element.setAttribute(attribute, set);
}

/** The indentation of the line `node` starts on, from the whitespace before it. */
function indentationOf(node: Node): string {
  const before = node.previousSibling;
  if (before?.nodeType !== Node.TEXT_NODE) return "";
  const text = before.textContent ?? "";
  return text.includes("\n") ? text.slice(text.lastIndexOf("\n") + 1) : "";
}

const isBlank = (node: Node | null) => node?.nodeType === Node.TEXT_NODE && !node.textContent?.trim();

function fillText(element: Element, slot: TrySlot, text: string): void {
  const slotName = slot.name === "default" ? null : slot.name;
  for (const node of [...element.childNodes]) {
    const inSlot = node.nodeType === Node.ELEMENT_NODE ? (node as Element).getAttribute("slot") === slotName : slotName === null;
    if (inSlot) node.remove();
  }
  element.append(text);
}

/**
 * Puts the items in the slot, in their order, after the element's other children: the
 * starting markup's own elements as they were (renamed if the reader renamed them),
 * and new ones from their element's markup.
 */
function fillItems(element: Element, slot: TrySlot, items: readonly SlotItem[], elements: TryIt["elements"]): void {
  const originals = slotElements(element, slot.name);
  // The slot's elements go with the line breaks before them; the rest keeps its layout.
  for (const original of originals) {
    if (isBlank(original.previousSibling)) original.previousSibling?.remove();
    original.remove();
  }
  if (items.length === 0) return;
  const indentation = indentationOf(element);
  if (isBlank(element.lastChild)) element.lastChild?.remove();
  const used = new Set<number>();
  for (const item of items) {
    let child: Element | null;
    if (item.from !== undefined && originals[item.from]) {
      // An element listed twice (an edited address) is copied the second time.
      child = used.has(item.from) ? (originals[item.from].cloneNode(true) as Element) : originals[item.from];
      used.add(item.from);
    } else {
      child = newElement(elements, item.tag);
      if (child && slot.name !== "default") child.setAttribute("slot", slot.name);
    }
    if (!child) continue;
    if (item.key !== undefined) setKey(child, keyOf(child), item.key);
    if (item.states !== undefined) applyStates(child, item.states, elements);
    element.append(`\n${indentation}  `, child);
  }
  element.append(`\n${indentation}`);
}

/** `ui5-view-settings-dialog` as readers say it: "view settings dialog". */
const spoken = (tag: string) => tag.replace(/^ui5-/, "").replaceAll("-", " ");

/**
 * The element that opens the popup: the one its `opener` attribute names (a menu's
 * button; it then opens by its `open` property), or a button put before the markup, "Open Dialog" (`name`: the component's,
 * when the popup is the edited element).
 */
function withOpener(root: DocumentFragment, popup: NonNullable<TryIt["popup"]>, name: string | undefined): PreviewPopup {
  const opener = root.querySelector(popup.tag)?.getAttribute("opener");
  if (opener && root.getElementById(opener)) return { ...popup, opener: "open", button: opener };
  const button = document.createElement(OPENER_TAG);
  button.id = `${popup.tag.replace(/^ui5-/, "")}-opener`;
  button.textContent = `Open ${name ?? spoken(popup.tag)}`;
  root.prepend(button, "\n");
  return { ...popup, button: button.id };
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
      const attributes = [...element.attributes]
        .map((a) => (a.value === "" ? ` ${a.name}` : ` ${a.name}="${escapeAttribute(a.value)}"`))
        .join("");
      html += `<${element.localName}${attributes}>`;
      if (!VOID_ELEMENTS.has(element.localName)) {
        const content = element instanceof HTMLTemplateElement ? element.content : element;
        html += `${serialize(content)}</${element.localName}>`;
      }
    }
  }
  return html;
}
