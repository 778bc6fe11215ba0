import { describe, expect, it } from "vitest";
import { parseMarkup } from "./markup";
import { button, buttonProperties, design, disabled, list, property } from "./testData";
import {
  EMPTY_STATE,
  defaultValue,
  hasState,
  readState,
  renderedSlotsKey,
  startingText,
  withItems,
  withProperty,
  writeState,
} from "./tryItState";

const buttonElement = parseMarkup(button.markup, "ui5-button").element;
const listElement = parseMarkup(list.markup, "ui5-list").element;

describe("Try it state", () => {
  it("reads only known properties and slots from the address, and writes them back beside other parameters", () => {
    const state = readState("?p.design=Emphasized&p.unknown=1&s.default=Save&q=keep", buttonProperties, button.slots, buttonElement);
    expect(state).toEqual({ properties: { design: "Emphasized" }, texts: { default: "Save" }, items: {} });
    expect(writeState("?q=keep&p.design=Negative", state)).toBe("?q=keep&p.design=Emphasized&s.default=Save");
    expect(writeState("?p.design=Negative", EMPTY_STATE)).toBe("");
  });

  it("round-trips a slot's items through the address: kept, renamed, new, in their order", () => {
    const [items] = list.slots;
    const state = withItems(
      EMPTY_STATE,
      items,
      [
        { from: 1, tag: "ui5-li" },
        { tag: "ui5-li", key: "Plum & co" },
        { from: 0, tag: "ui5-li", key: "Green apple" },
      ],
      listElement,
    );
    const search = writeState("", state);
    expect(new URLSearchParams(search).getAll("s.default")).toEqual(["1", "ui5-li=Plum & co", "0=Green apple"]);
    expect(readState(search, [], list.slots, listElement)).toEqual(state);
    // An emptied slot, and a slot back as it started.
    const emptied = withItems(EMPTY_STATE, items, [], listElement);
    expect(writeState("", emptied)).toBe("?s.default=none");
    expect(readState("?s.default=none", [], list.slots, listElement)).toEqual(emptied);
    expect(
      withItems(
        state,
        items,
        [
          { from: 0, tag: "ui5-li" },
          { from: 1, tag: "ui5-li" },
        ],
        listElement,
      ),
    ).toEqual(EMPTY_STATE);
  });

  it("reads an address of the time before the items (`ui5-li*3`) as the starting items, then new ones", () => {
    expect(readState("?s.default=ui5-li*3", [], list.slots, listElement).items).toEqual({
      default: [{ from: 0, tag: "ui5-li" }, { from: 1, tag: "ui5-li" }, { tag: "ui5-li" }],
    });
    // A value it cannot read, or a slot not editable here, is left out.
    expect(readState("?s.default=9&s.default=ui5-button&s.header=x", [], list.slots, listElement)).toEqual({
      ...EMPTY_STATE,
      items: { default: [] },
    });
  });

  it("keeps no value that is back at its start: a shared link carries only changes", () => {
    const on = withProperty(EMPTY_STATE, disabled, "true", buttonElement);
    expect(on.properties).toEqual({ disabled: "true" });
    const off = withProperty(on, disabled, "false", buttonElement);
    expect(off).toEqual(EMPTY_STATE);
    expect(hasState(off)).toBe(false);
    expect(writeState("", withProperty(EMPTY_STATE, design, "Default", buttonElement))).toBe("");
    expect(readState("?p.disabled=false", buttonProperties, button.slots, buttonElement)).toEqual(EMPTY_STATE);
    expect(readState("?s.default=Button", buttonProperties, button.slots, buttonElement)).toEqual(EMPTY_STATE);
  });

  it("shows defaults and the starting text as controls show them", () => {
    expect(defaultValue(design)).toBe("Default");
    expect(defaultValue(disabled)).toBe("false");
    // A boolean starts false in 1.24 whatever the manifest says (a page's `floatingFooter`: `true`).
    expect(defaultValue(property("floatingFooter", "switch", { attribute: "floating-footer", default: "true" }))).toBe("false");
    expect(defaultValue(property("delay", "integer", { default: "1000" }))).toBe("1000");
    expect(defaultValue(property("texts", "json", { default: "{}" }))).toBe("{}");
    expect(startingText(button.slots[0], buttonElement)).toBe("Button");
  });

  it("renders the slots anew for other items or names, not for the boolean attributes the component set on them", () => {
    const [items] = list.slots;
    const key = renderedSlotsKey(EMPTY_STATE, list.slots, listElement);
    const selected = withItems(
      EMPTY_STATE,
      items,
      [
        { from: 0, tag: "ui5-li", states: [] },
        { from: 1, tag: "ui5-li", states: ["selected"] },
      ],
      listElement,
    );
    expect(renderedSlotsKey(selected, list.slots, listElement)).toBe(key);
    const renamed = withItems(
      EMPTY_STATE,
      items,
      [
        { from: 0, tag: "ui5-li", key: "Quince" },
        { from: 1, tag: "ui5-li" },
      ],
      listElement,
    );
    expect(renderedSlotsKey(renamed, list.slots, listElement)).not.toBe(key);
  });
});
