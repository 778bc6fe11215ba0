import { describe, expect, it } from "vitest";
import type { Property, TryIt } from "../../data/pageData";
import { configure, defaultValue, iconModule, modulesOf, playgroundFiles, readState, startingSlot, parseMarkup, writeState } from "./tryItState";

const heading = { level: 2, id: "try-it", text: "Try it" };

function property(name: string, editor: Property["editor"], extra: Partial<Property> = {}): Property {
  return { id: name, name, type: [], readonly: false, editor, description: "", ...extra };
}

const design = property("design", "select", {
  attribute: "design",
  default: '"Default"',
  values: ["Default", "Emphasized", "Negative"].map((name) => ({ name, description: "" })),
});
const disabled = property("disabled", "switch", { attribute: "disabled", default: "false" });
const icon = property("icon", "text", { attribute: "icon", default: '""' });
const accessibility = property("accessibilityAttributes", "json", { default: "{}" });
const properties = [design, disabled, icon, accessibility];

const button: TryIt = {
  heading,
  previewUrl: "/p/",
  markup: "<ui5-button>Button</ui5-button>",
  slots: [{ name: "default", text: true, accepts: [], multiple: true }],
  elements: { "ui5-button": { modules: ["@ui5/webcomponents/dist/Button.js"], markup: "<ui5-button>Button</ui5-button>", iconAttributes: ["icon"] } },
};

const list: TryIt = {
  heading,
  previewUrl: "/p/",
  markup: '<ui5-list header-text="Fruit">\n  <ui5-li>Apple</ui5-li>\n  <ui5-li>Pear</ui5-li>\n  <div slot="header">Head</div>\n</ui5-list>',
  slots: [
    { name: "default", text: false, accepts: ["ui5-li", "ui5-li-custom"], multiple: true },
    { name: "header", text: false, accepts: [], multiple: true },
  ],
  elements: {
    "ui5-list": { modules: ["@ui5/webcomponents/dist/List.js"], markup: "<ui5-list></ui5-list>", iconAttributes: [] },
    "ui5-li": { modules: ["@ui5/webcomponents/dist/StandardListItem.js"], markup: '<ui5-li icon="accept">Item</ui5-li>', iconAttributes: ["icon"] },
  },
};

describe("Try it state", () => {
  it("reads only known properties and slots from the address, and writes them back beside other parameters", () => {
    const state = readState("?p.design=Emphasized&p.unknown=1&s.default=Save&q=keep", properties, button.slots);
    expect(state).toEqual({ properties: { design: "Emphasized" }, slots: { default: "Save" } });
    expect(writeState("?q=keep&p.design=Negative", state)).toBe("?q=keep&p.design=Emphasized&s.default=Save");
    expect(writeState("?p.design=Negative", { properties: {}, slots: {} })).toBe("");
  });

  it("shows defaults as controls show them", () => {
    expect(defaultValue(design)).toBe("Default");
    expect(defaultValue(disabled)).toBe("false");
    expect(defaultValue(icon)).toBe("");
    expect(defaultValue(property("delay", "integer", { default: "1000" }))).toBe("1000");
    expect(defaultValue(accessibility)).toBe("{}");
  });

  it("sets attributes as a reader writes them: booleans bare, defaults left out", () => {
    const state = { properties: { design: "Emphasized", disabled: "true", icon: "accept" }, slots: { default: "Save <now>" } };
    const configured = configure(button, "ui5-button", properties, state);
    expect(configured.html).toBe('<ui5-button design="Emphasized" disabled icon="accept">Save &lt;now&gt;</ui5-button>');
    expect(configured.attributes).toEqual({ design: "Emphasized", disabled: "", icon: "accept" });
    const back = configure(button, "ui5-button", properties, { properties: { design: "Default", disabled: "false", icon: "" }, slots: {} });
    expect(back.html).toBe("<ui5-button>Button</ui5-button>");
    expect(back.attributes).toEqual({ design: null, disabled: null, icon: null });
  });

  it("does not apply a value that is not valid, and says why", () => {
    const configured = configure(button, "ui5-button", properties, { properties: { accessibilityAttributes: "{oops", design: "Bogus" }, slots: {} });
    expect(configured.errors.accessibilityAttributes).toMatch(/^Not valid JSON/);
    expect(configured.errors.design).toMatch(/^Not one of its values: Default, Emphasized, Negative/);
    expect(configured.html).toBe("<ui5-button>Button</ui5-button>");
    const json = configure(button, "ui5-button", properties, { properties: { accessibilityAttributes: '{"expanded": true}' }, slots: {} });
    expect(json.properties).toEqual({ accessibilityAttributes: { expanded: true } });
    expect(playgroundFiles(json, "ui5-button", button.elements, properties)["main.js"]).toContain('element.accessibilityAttributes = {\n  "expanded": true\n};');
  });

  it("fills a slot with the elements it accepts, leaving the other slots as they were", () => {
    const { element } = parseMarkup(list.markup, "ui5-list");
    expect(startingSlot(list.slots[0], element!)).toBe("ui5-li*2");
    const configured = configure(list, "ui5-list", [], { properties: {}, slots: { default: "ui5-li*3" } });
    expect(configured.html.match(/<ui5-li icon="accept">Item<\/ui5-li>/g)).toHaveLength(3);
    expect(configured.html).toContain('<div slot="header">Head</div>\n  <ui5-li icon="accept">Item</ui5-li>\n  <ui5-li');
    expect(configured.html).not.toContain("Apple");
    const emptied = configure(list, "ui5-list", [], { properties: {}, slots: { default: "none" } });
    expect(emptied.html).toBe('<ui5-list header-text="Fruit">\n  <div slot="header">Head</div>\n</ui5-list>');
    // A tag the slot does not accept is not added.
    expect(configure(list, "ui5-list", [], { properties: {}, slots: { default: "ui5-button*2" } }).html).not.toContain("ui5-button");
  });

  it("imports the components of the markup and the icons it names", () => {
    const configured = configure(list, "ui5-list", [], { properties: {}, slots: { default: "ui5-li*1" } });
    expect(modulesOf(configured, list.elements, [])).toEqual([
      "@ui5/webcomponents/dist/List.js",
      "@ui5/webcomponents/dist/StandardListItem.js",
      "@ui5/webcomponents-icons/dist/accept.js",
    ]);
    const suggestions = property("showSuggestions", "switch", { attribute: "show-suggestions", default: "false", features: ["@ui5/webcomponents/dist/features/InputSuggestions.js"] });
    const input: TryIt = { ...button, markup: "<ui5-input></ui5-input>", elements: { "ui5-input": { modules: ["@ui5/webcomponents/dist/Input.js"], markup: "", iconAttributes: [] } } };
    const plain = configure(input, "ui5-input", [suggestions], { properties: {}, slots: {} });
    expect(modulesOf(plain, input.elements, [suggestions])).toEqual(["@ui5/webcomponents/dist/Input.js"]);
    const suggesting = configure(input, "ui5-input", [suggestions], { properties: { showSuggestions: "true" }, slots: {} });
    expect(modulesOf(suggesting, input.elements, [suggestions])).toEqual(["@ui5/webcomponents/dist/Input.js", "@ui5/webcomponents/dist/features/InputSuggestions.js"]);
    expect(iconModule("tnt/actor")).toBe("@ui5/webcomponents-icons-tnt/dist/actor.js");
    expect(iconModule("business-suite/3d")).toBe("@ui5/webcomponents-icons-business-suite/dist/3d.js");
    expect(iconModule("../../x")).toBeNull();
    expect(iconModule("")).toBeNull();
  });
});
