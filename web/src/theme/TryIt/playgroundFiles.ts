// The files of a configured component, as the panel shows them and "Open in
// Playground" opens them: index.html, the markup; main.js, the imports it needs, the
// object properties set in script, and what opens and closes a popup.

import type { Property, TryIt } from "../../data/pageData";
import { POPUP_CLOSERS } from "../../preview/tryItMessages";
import { OPENER_MODULE, OPENER_TAG, type Configured } from "./markup";

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
    if (!known) {
      // A popup's opener, which the markup may not have had.
      if (element.localName === OPENER_TAG) components.add(OPENER_MODULE);
      continue;
    }
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

/** A variable's name for an element of `tag`: `ui5-flexible-column-layout` -> `flexibleColumnLayout`. */
export function variableName(tag: string): string {
  return tag.replace(/^ui5-/, "").replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** main.js: the imports, the object properties set on the edited element, and the popup's opener. */
export function scriptOf(configured: Configured, tag: string, elements: TryIt["elements"], properties: readonly Property[]): string {
  const lines = modulesOf(configured, elements, properties).map((module) => `import "${module}";`);
  const declared = new Set<string>();
  const element = (elementTag: string) => {
    const name = variableName(elementTag);
    if (!declared.has(elementTag)) {
      declared.add(elementTag);
      lines.push(`const ${name} = document.querySelector("${elementTag}");`);
    }
    return name;
  };
  const assignments = Object.entries(configured.properties).filter(([, value]) => value !== undefined);
  if (assignments.length > 0) {
    lines.push("");
    const name = element(tag);
    for (const [property, value] of assignments) lines.push(`${name}.${property} = ${JSON.stringify(value, null, 2)};`);
  }
  const popup = configured.popup;
  if (popup) {
    lines.push("");
    const name = element(popup.tag);
    lines.push(`const opener = document.getElementById(${JSON.stringify(popup.button)});`);
    const opens = { open: `{\n  ${name}.open = true;\n}`, showAt: `${name}.showAt(opener)`, show: `${name}.show()` }[popup.opener];
    lines.push(`opener.addEventListener("click", () => ${opens});`);
    const template = document.createElement("template");
    template.innerHTML = configured.html;
    if (template.content.querySelector(popup.tag)?.querySelector(POPUP_CLOSERS)) {
      lines.push(`for (const button of ${name}.querySelectorAll(${JSON.stringify(POPUP_CLOSERS)})) {`);
      lines.push(`  button.addEventListener("click", () => ${name}.close());`);
      lines.push("}");
    }
  }
  return `${lines.join("\n")}\n`;
}

/** The project "Open in Playground" opens, as the panel shows it. */
export function playgroundFiles(
  configured: Configured,
  tag: string,
  elements: TryIt["elements"],
  properties: readonly Property[],
): Record<string, string> {
  return { "index.html": `${configured.html.trim()}\n`, "main.js": scriptOf(configured, tag, elements, properties) };
}
