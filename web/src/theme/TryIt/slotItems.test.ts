import { describe, expect, it } from "vitest";
import { parseMarkup } from "./markup";
import {
  addItem,
  changeTag,
  decodeItems,
  encodeItems,
  keyOf,
  moveItem,
  removeItem,
  renameItem,
  startingItems,
  withReportedStates,
  type SlotItem,
} from "./slotItems";
import { slotElements } from "../../preview/slotElements";
import { list, menu, wizard } from "./testData";

const element = (html: string) => parseMarkup(html, "*").root.firstElementChild!;

describe("slot items", () => {
  it("names an item by the attribute that names it, or its text when it holds nothing else", () => {
    expect(keyOf(element('<ui5-menu-item text="Export" icon="action"><ui5-menu-item></ui5-menu-item></ui5-menu-item>'))).toEqual({
      attribute: "text",
    });
    expect(keyOf(element('<ui5-wizard-step title-text="Product" selected><p>x</p></ui5-wizard-step>'))).toEqual({
      attribute: "title-text",
    });
    expect(keyOf(element('<ui5-li icon="laptop">Aurora</ui5-li>'))).toEqual({ text: true });
    expect(keyOf(element("<ui5-table-row><ui5-table-cell>A</ui5-table-cell></ui5-table-row>"))).toBeNull();
  });

  it("adds, removes, moves and renames one item, leaving the others as they are", () => {
    const start = startingItems(list.slots[0], parseMarkup(list.markup, "ui5-list").element);
    expect(start).toEqual([
      { from: 0, tag: "ui5-li" },
      { from: 1, tag: "ui5-li" },
    ]);
    const added = addItem(start, "ui5-li", list.elements);
    expect(added).toEqual([...start, { tag: "ui5-li", key: "Item 3" }]);
    // An element without a name (a custom item) gets none.
    expect(addItem(start, "ui5-li-custom", list.elements).at(-1)).toEqual({ tag: "ui5-li-custom" });
    expect(moveItem(added, 2, -1)).toEqual([start[0], added[2], start[1]]);
    expect(moveItem(added, 0, -1)).toEqual(added);
    expect(removeItem(added, 0)).toEqual([start[1], added[2]]);
    expect(renameItem(added, 1, "Quince")).toEqual([start[0], { ...start[1], key: "Quince" }, added[2]]);
    expect(changeTag(added, 0, "ui5-li-custom", "Apple", list.elements)[0]).toEqual({ tag: "ui5-li-custom" });
  });

  it("writes items for the address and reads them back; a single slot takes one", () => {
    const items: SlotItem[] = [{ from: 1, tag: "ui5-wizard-step", key: "Pay = now" }, { tag: "ui5-wizard-step" }];
    const starting = startingItems(wizard.slots[0], parseMarkup(wizard.markup, "ui5-wizard").element);
    expect(encodeItems(items)).toEqual(["1=Pay = now", "ui5-wizard-step"]);
    expect(decodeItems(encodeItems(items), wizard.slots[0], starting)).toEqual(items);
    expect(
      decodeItems(["0", "1"], { ...menu.slots[0], multiple: false }, [
        { from: 0, tag: "ui5-menu-item" },
        { from: 1, tag: "ui5-menu-item" },
      ]),
    ).toEqual([{ from: 0, tag: "ui5-menu-item" }]);
  });

  it("takes the boolean attributes the preview reported for each item, and keeps an item's own when they match", () => {
    const starting = parseMarkup(wizard.markup, "ui5-wizard").element!;
    const originals = slotElements(starting, "default");
    const start = startingItems(wizard.slots[0], starting);
    // The reader went on to the second step in the preview.
    const moved = withReportedStates(start, [[], ["selected"]], originals, wizard.elements);
    expect(moved).toEqual([
      { from: 0, tag: "ui5-wizard-step", states: [] },
      { from: 1, tag: "ui5-wizard-step", states: ["selected"] },
    ]);
    // And back: each step has its own attributes again, so no change is left.
    expect(withReportedStates(moved, [["selected"], []], originals, wizard.elements)).toEqual(start);
    expect(withReportedStates(start, [["selected"], []], originals, wizard.elements)).toBe(start);
    // A report about other items (from before the reader added one) changes nothing.
    expect(withReportedStates(start, [["selected"]], originals, wizard.elements)).toBe(start);
  });

  it("writes an item's boolean attributes into the address and reads them back", () => {
    const starting = startingItems(wizard.slots[0], parseMarkup(wizard.markup, "ui5-wizard").element);
    const items: SlotItem[] = [
      { from: 0, tag: "ui5-wizard-step", states: [] },
      { from: 1, tag: "ui5-wizard-step", key: "Pay.now", states: ["disabled", "selected"] },
    ];
    expect(encodeItems(items)).toEqual(["0.", "1.disabled.selected=Pay.now"]);
    expect(decodeItems(encodeItems(items), wizard.slots[0], starting)).toEqual(items);
    // What is not an attribute's name is left out.
    expect(decodeItems(["1.selected.on<click>"], wizard.slots[0], starting)).toEqual([
      { from: 1, tag: "ui5-wizard-step", states: ["selected"] },
    ]);
  });
});
