import { describe, expect, it } from "vitest";
import { configure } from "./markup";
import { button, buttonProperties, dialog, list, menu, open, wizard } from "./testData";
import { EMPTY_STATE, type TryState } from "./tryItState";

const state = (changes: Partial<TryState>): TryState => ({ ...EMPTY_STATE, ...changes });

describe("the configured markup", () => {
  it("sets attributes as a reader writes them: booleans bare, defaults left out", () => {
    const configured = configure(
      button,
      "ui5-button",
      "Button",
      buttonProperties,
      state({ properties: { design: "Emphasized", disabled: "true", icon: "accept" }, texts: { default: "Save <now>" } }),
    );
    expect(configured.html).toBe('<ui5-button design="Emphasized" disabled icon="accept">Save &lt;now&gt;</ui5-button>');
    expect(configured.attributes).toEqual({ design: "Emphasized", disabled: "", icon: "accept" });
    const back = configure(
      button,
      "ui5-button",
      "Button",
      buttonProperties,
      state({ properties: { design: "Default", disabled: "false", icon: "" } }),
    );
    expect(back.html).toBe("<ui5-button>Button</ui5-button>");
    expect(back.attributes).toEqual({ design: null, disabled: null, icon: null });
  });

  it("does not apply a value that is not valid, and says why", () => {
    const configured = configure(
      button,
      "ui5-button",
      "Button",
      buttonProperties,
      state({ properties: { accessibilityAttributes: "{oops", design: "Bogus" } }),
    );
    expect(configured.errors.accessibilityAttributes).toMatch(/^Not valid JSON/);
    expect(configured.errors.design).toMatch(/^Not one of its values: Default, Emphasized, Negative/);
    expect(configured.html).toBe("<ui5-button>Button</ui5-button>");
    const json = configure(
      button,
      "ui5-button",
      "Button",
      buttonProperties,
      state({ properties: { accessibilityAttributes: '{"expanded": true}' } }),
    );
    expect(json.properties).toEqual({ accessibilityAttributes: { expanded: true } });
  });

  it("keeps each item of a slot as it was, in the reader's order, renamed or new; the other slots stay", () => {
    const items = [
      { tag: "ui5-li", key: "Plum" },
      { from: 1, tag: "ui5-li" },
      { from: 0, tag: "ui5-li", key: "Green apple" },
    ];
    const configured = configure(list, "ui5-list", "List", [], state({ items: { default: items } }));
    expect(configured.html).toBe(
      '<ui5-list header-text="Fruit">\n  <div slot="header">Head</div>\n  <ui5-li icon="accept">Plum</ui5-li>\n  <ui5-li>Pear</ui5-li>\n  <ui5-li icon="nutrition-activity">Green apple</ui5-li>\n</ui5-list>',
    );
    expect(configure(list, "ui5-list", "List", [], state({ items: { default: [] } })).html).toBe(
      '<ui5-list header-text="Fruit">\n  <div slot="header">Head</div>\n</ui5-list>',
    );
  });

  it("sets on each item the boolean attributes the component gave it, and removes its others", () => {
    const items = [
      { from: 0, tag: "ui5-wizard-step", states: [] },
      { from: 1, tag: "ui5-wizard-step", states: ["selected"] },
    ];
    const html = configure(wizard, "ui5-wizard", "Wizard", [], state({ items: { default: items } })).html;
    expect(html).toContain('<ui5-wizard-step title-text="Product">');
    expect(html).toContain('<ui5-wizard-step title-text="Payment" selected>');
  });

  it("adds a wizard's step that is not selected: one step stays selected", () => {
    const items = [
      { from: 0, tag: "ui5-wizard-step" },
      { from: 1, tag: "ui5-wizard-step" },
      { tag: "ui5-wizard-step", key: "Item 3" },
    ];
    const html = configure(wizard, "ui5-wizard", "Wizard", [], state({ items: { default: items } })).html;
    expect(html.match(/ selected/g)).toHaveLength(1);
    expect(html).toContain('<ui5-wizard-step title-text="Item 3">\n    <p>Choose.</p>\n  </ui5-wizard-step>\n</ui5-wizard>');
  });

  it("keeps a menu item's submenu and a separator when another item goes; the menu's own button opens it", () => {
    const configured = configure(
      menu,
      "ui5-menu",
      "Menu",
      [open],
      state({
        items: {
          default: [
            { from: 1, tag: "ui5-menu-item" },
            { from: 0, tag: "ui5-menu-item" },
          ],
        },
      }),
    );
    expect(configured.html).toBe(
      '<ui5-button id="actions">Actions</ui5-button>\n<ui5-menu opener="actions">\n  <ui5-menu-item text="Delete" starts-section></ui5-menu-item>\n  <ui5-menu-item text="Export">\n    <ui5-menu-item text="As PDF"></ui5-menu-item>\n  </ui5-menu-item>\n</ui5-menu>',
    );
    expect(configured.popup).toEqual({ tag: "ui5-menu", opener: "open", button: "actions" });
  });

  it("gives a popup without an opener a button that opens it, named after the component", () => {
    const configured = configure(dialog, "ui5-dialog", "Dialog", [], EMPTY_STATE);
    expect(configured.html).toBe(
      '<ui5-button id="dialog-opener">Open Dialog</ui5-button>\n<ui5-dialog header-text="Delete">\n  <p>Sure?</p>\n  <div slot="footer"><ui5-button>Cancel</ui5-button></div>\n</ui5-dialog>',
    );
    expect(configured.popup).toEqual({ tag: "ui5-dialog", opener: "show", button: "dialog-opener" });
    // A part's page names the popup it is in by its tag.
    expect(configure(dialog, "ui5-li", "ListItem", [], EMPTY_STATE).html).toContain(">Open dialog</ui5-button>");
  });
});
