// Try it data for the unit tests: a button (text slot), a list (item slot), a wizard
// (one selected step), a menu (its own opener), a dialog (opened by a button).
import type { Property, TryIt } from "../../data/pageData";

const heading = { level: 2, id: "try-it", text: "Try it" };

export function property(name: string, editor: Property["editor"], extra: Partial<Property> = {}): Property {
  return { id: name, name, type: [], readonly: false, editor, description: "", ...extra };
}

export const design = property("design", "select", {
  attribute: "design",
  default: '"Default"',
  values: ["Default", "Emphasized", "Negative"].map((name) => ({ name, description: "" })),
});
export const disabled = property("disabled", "switch", { attribute: "disabled", default: "false" });
export const icon = property("icon", "text", { attribute: "icon", default: '""' });
export const accessibility = property("accessibilityAttributes", "json", { default: "{}" });
export const buttonProperties = [design, disabled, icon, accessibility];

export const button: TryIt = {
  heading,
  previewUrl: "/p/",
  markup: "<ui5-button>Button</ui5-button>",
  slots: [{ name: "default", text: true, accepts: [], multiple: true }],
  elements: {
    "ui5-button": {
      modules: ["@ui5/webcomponents/dist/Button.js"],
      markup: "<ui5-button>Button</ui5-button>",
      iconAttributes: ["icon"],
      stateAttributes: [],
    },
  },
};

export const list: TryIt = {
  heading,
  previewUrl: "/p/",
  markup:
    '<ui5-list header-text="Fruit">\n  <ui5-li icon="nutrition-activity">Apple</ui5-li>\n  <ui5-li>Pear</ui5-li>\n  <div slot="header">Head</div>\n</ui5-list>',
  slots: [
    { name: "default", text: false, accepts: ["ui5-li", "ui5-li-custom"], multiple: true },
    { name: "header", text: false, accepts: [], multiple: true },
  ],
  elements: {
    "ui5-list": { modules: ["@ui5/webcomponents/dist/List.js"], markup: "<ui5-list></ui5-list>", iconAttributes: [], stateAttributes: [] },
    "ui5-li": {
      modules: ["@ui5/webcomponents/dist/StandardListItem.js"],
      markup: '<ui5-li icon="accept">Item</ui5-li>',
      iconAttributes: ["icon"],
      stateAttributes: ["selected"],
    },
    "ui5-li-custom": {
      modules: ["@ui5/webcomponents/dist/CustomListItem.js"],
      markup: "<ui5-li-custom><b>Custom</b></ui5-li-custom>",
      iconAttributes: [],
      stateAttributes: [],
    },
  },
};

export const wizard: TryIt = {
  heading,
  previewUrl: "/p/",
  markup:
    '<ui5-wizard>\n  <ui5-wizard-step title-text="Product" selected>\n    <p>Choose.</p>\n  </ui5-wizard-step>\n  <ui5-wizard-step title-text="Payment">\n    <p>Pay.</p>\n  </ui5-wizard-step>\n</ui5-wizard>',
  slots: [{ name: "default", text: false, accepts: ["ui5-wizard-step"], multiple: true }],
  elements: {
    "ui5-wizard": {
      modules: ["@ui5/webcomponents-fiori/dist/Wizard.js"],
      markup: "<ui5-wizard></ui5-wizard>",
      iconAttributes: [],
      stateAttributes: [],
    },
    // As the engine makes it for a new step: without its boolean attributes.
    "ui5-wizard-step": {
      modules: ["@ui5/webcomponents-fiori/dist/WizardStep.js"],
      markup: '<ui5-wizard-step title-text="Product">\n    <p>Choose.</p>\n  </ui5-wizard-step>',
      iconAttributes: ["icon"],
      stateAttributes: ["selected", "disabled"],
    },
  },
};

export const menu: TryIt = {
  heading,
  previewUrl: "/p/",
  markup:
    '<ui5-button id="actions">Actions</ui5-button>\n<ui5-menu opener="actions">\n  <ui5-menu-item text="Export">\n    <ui5-menu-item text="As PDF"></ui5-menu-item>\n  </ui5-menu-item>\n  <ui5-menu-item text="Delete" starts-section></ui5-menu-item>\n</ui5-menu>',
  popup: { tag: "ui5-menu", opener: "showAt" },
  slots: [{ name: "default", text: false, accepts: ["ui5-menu-item"], multiple: true }],
  elements: {
    "ui5-button": {
      modules: ["@ui5/webcomponents/dist/Button.js"],
      markup: "<ui5-button></ui5-button>",
      iconAttributes: ["icon"],
      stateAttributes: [],
    },
    "ui5-menu": { modules: ["@ui5/webcomponents/dist/Menu.js"], markup: "<ui5-menu></ui5-menu>", iconAttributes: [], stateAttributes: [] },
    "ui5-menu-item": {
      modules: ["@ui5/webcomponents/dist/MenuItem.js"],
      markup: '<ui5-menu-item text="Export"></ui5-menu-item>',
      iconAttributes: ["icon"],
      stateAttributes: [],
    },
  },
};

export const dialog: TryIt = {
  heading,
  previewUrl: "/p/",
  markup: '<ui5-dialog header-text="Delete">\n  <p>Sure?</p>\n  <div slot="footer"><ui5-button>Cancel</ui5-button></div>\n</ui5-dialog>',
  popup: { tag: "ui5-dialog", opener: "show" },
  slots: [],
  elements: {
    "ui5-dialog": {
      modules: ["@ui5/webcomponents/dist/Dialog.js"],
      markup: "<ui5-dialog></ui5-dialog>",
      iconAttributes: [],
      stateAttributes: [],
    },
  },
};

export const open = property("open", "switch", { attribute: "open", default: "false" });
export const headerText = property("headerText", "text", { attribute: "header-text", default: '""' });
export const accessibilityTexts = property("accessibilityTexts", "json", { default: "{}" });
