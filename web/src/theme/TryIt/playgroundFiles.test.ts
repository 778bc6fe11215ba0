import { describe, expect, it } from "vitest";
import { configure } from "./markup";
import { iconModule, modulesOf, playgroundFiles, variableName } from "./playgroundFiles";
import { accessibilityTexts, button, dialog, headerText, list, menu, property } from "./testData";
import { EMPTY_STATE } from "./tryItState";

describe("the playground's files", () => {
  it("import the components of the markup, the features set and the icons it names", () => {
    const configured = configure(list, "ui5-list", "List", [], { ...EMPTY_STATE, items: { default: [{ tag: "ui5-li", key: "One" }] } });
    expect(modulesOf(configured, list.elements, [])).toEqual([
      "@ui5/webcomponents/dist/List.js",
      "@ui5/webcomponents/dist/StandardListItem.js",
      "@ui5/webcomponents-icons/dist/accept.js",
    ]);
    const suggestions = property("showSuggestions", "switch", {
      attribute: "show-suggestions",
      default: "false",
      features: ["@ui5/webcomponents/dist/features/InputSuggestions.js"],
    });
    const input = {
      ...button,
      markup: "<ui5-input></ui5-input>",
      elements: { "ui5-input": { modules: ["@ui5/webcomponents/dist/Input.js"], markup: "", iconAttributes: [], stateAttributes: [] } },
    };
    const suggesting = configure(input, "ui5-input", "Input", [suggestions], { ...EMPTY_STATE, properties: { showSuggestions: "true" } });
    expect(modulesOf(suggesting, input.elements, [suggestions])).toEqual([
      "@ui5/webcomponents/dist/Input.js",
      "@ui5/webcomponents/dist/features/InputSuggestions.js",
    ]);
    expect(iconModule("tnt/actor")).toBe("@ui5/webcomponents-icons-tnt/dist/actor.js");
    expect(iconModule("business-suite/3d")).toBe("@ui5/webcomponents-icons-business-suite/dist/3d.js");
    expect(iconModule("../../x")).toBeNull();
    expect(iconModule("")).toBeNull();
  });

  it("set object properties in main.js, as the preview does", () => {
    const properties = [headerText, accessibilityTexts];
    const configured = configure(dialog, "ui5-dialog", "Dialog", properties, {
      ...EMPTY_STATE,
      properties: { accessibilityTexts: '{"headerLabel": "Delete"}' },
    });
    const files = playgroundFiles(configured, "ui5-dialog", dialog.elements, properties);
    expect(files["main.js"]).toBe(
      [
        'import "@ui5/webcomponents/dist/Button.js";',
        'import "@ui5/webcomponents/dist/Dialog.js";',
        "",
        'const dialog = document.querySelector("ui5-dialog");',
        'dialog.accessibilityTexts = {\n  "headerLabel": "Delete"\n};',
        "",
        'const opener = document.getElementById("dialog-opener");',
        'opener.addEventListener("click", () => dialog.show());',
        'for (const button of dialog.querySelectorAll("[slot=\\"footer\\"] ui5-button, ui5-button[slot=\\"footer\\"]")) {',
        '  button.addEventListener("click", () => dialog.close());',
        "}",
        "",
      ].join("\n"),
    );
    expect(files["index.html"]).toBe(`${configured.html}\n`);
  });

  it("open a menu at its own button", () => {
    const configured = configure(menu, "ui5-menu-item", "MenuItem", [], EMPTY_STATE);
    // A menu has no footer: nothing closes it but the menu itself.
    expect(playgroundFiles(configured, "ui5-menu-item", menu.elements, [])["main.js"]).not.toContain("close()");
    expect(playgroundFiles(configured, "ui5-menu-item", menu.elements, [])["main.js"]).toContain(
      'const menu = document.querySelector("ui5-menu");\nconst opener = document.getElementById("actions");\nopener.addEventListener("click", () => {\n  menu.open = true;\n});\n',
    );
    expect(variableName("ui5-flexible-column-layout")).toBe("flexibleColumnLayout");
  });
});
