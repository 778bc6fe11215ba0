import { describe, expect, it } from "vitest";
import { parseMarkup } from "./markup";
import { itemStates, readBack, readBackItems, reportedControlValue, stillHeld } from "./readBack";
import { accessibilityTexts, design, dialog, headerText, list, open, property, wizard } from "./testData";
import { EMPTY_STATE, withItems, withProperty } from "./tryItState";

const element = parseMarkup(dialog.markup, "ui5-dialog").element;
const layout = property("layout", "select", {
  attribute: "layout",
  default: '"OneColumn"',
  values: ["OneColumn", "TwoColumnsMidExpanded"].map((name) => ({ name, description: "" })),
});
const properties = [open, headerText, layout, accessibilityTexts];

describe("reading back what the component changed", () => {
  it("takes the values the preview reports into the controls, and leaves the rest", () => {
    const opened = readBack(EMPTY_STATE, properties, element, { open: true });
    expect(opened.properties).toEqual({ open: "true" });
    // Closed with Escape: back at its start, so no longer a change.
    expect(readBack(opened, properties, element, { open: false })).toEqual(EMPTY_STATE);
    expect(readBack(EMPTY_STATE, properties, element, { layout: "TwoColumnsMidExpanded" }).properties).toEqual({
      layout: "TwoColumnsMidExpanded",
    });
  });

  it("gives back the same state when nothing differs, and ignores what a control cannot show", () => {
    const state = withProperty(EMPTY_STATE, headerText, "Gone", element);
    expect(readBack(state, properties, element, { headerText: "Gone", open: false })).toBe(state);
    expect(readBack(state, properties, element, { layout: "NoSuchLayout", open: "yes", accessibilityTexts: "{}" })).toBe(state);
    expect(reportedControlValue(design, null)).toBe("");
    expect(reportedControlValue(property("count", "integer", { attribute: "count" }), 3)).toBe("3");
  });

  it("asks for the boolean attributes of a slot's items, and takes what the component set on them", () => {
    expect(itemStates(wizard)).toEqual({ default: { "ui5-wizard-step": ["selected", "disabled"] } });
    // A list's header slot takes any element: nothing to ask of it.
    expect(itemStates(list)).toEqual({ default: { "ui5-li": ["selected"] } });
    const starting = parseMarkup(wizard.markup, "ui5-wizard").element;
    const stepped = readBackItems(EMPTY_STATE, wizard, starting, { default: [[], ["selected"]] });
    expect(stepped.items.default.map((item) => item.states)).toEqual([[], ["selected"]]);
    expect(readBackItems(stepped, wizard, starting, { default: [["selected"], []] })).toEqual(EMPTY_STATE);
    // The reader's own edits stay: a renamed step keeps its name.
    const renamed = withItems(
      EMPTY_STATE,
      wizard.slots[0],
      [
        { from: 0, tag: "ui5-wizard-step", key: "Choose" },
        { from: 1, tag: "ui5-wizard-step" },
      ],
      starting,
    );
    expect(readBackItems(renamed, wizard, starting, { default: [[], ["selected"]] }).items.default[0]).toEqual({
      from: 0,
      tag: "ui5-wizard-step",
      key: "Choose",
      states: [],
    });
    expect(readBackItems(renamed, wizard, starting, {})).toBe(renamed);
  });
});

describe("a report that crossed the page's later messages", () => {
  const closed = { revision: 3, values: { open: false, headerText: "Delete order" }, items: { default: [["selected"]] } };

  it("keeps every value of a report that follows the last message", () => {
    expect(stillHeld(closed, [], properties)).toEqual({ values: closed.values, items: closed.items });
    expect(stillHeld(closed, [{ revision: 3, sets: new Set(["open"]) }], properties).values).toEqual(closed.values);
  });

  it("keeps what no later change sets, by attribute or by property", () => {
    // The reader renamed the dialog while it was closing: its closing still holds.
    expect(stillHeld(closed, [{ revision: 4, sets: new Set(["header-text"]) }], properties)).toEqual({
      values: { open: false },
      items: closed.items,
    });
    expect(
      stillHeld(
        closed,
        [
          { revision: 4, sets: new Set(["headerText"]) },
          { revision: 5, sets: new Set(["open"]) },
        ],
        properties,
      ),
    ).toEqual({
      values: {},
      items: closed.items,
    });
  });

  it("keeps nothing once a later render replaced the element", () => {
    const sent = [
      { revision: 4, sets: new Set(["header-text"]) },
      { revision: 5, sets: "all" as const },
    ];
    expect(stillHeld(closed, sent, properties)).toEqual({ values: {}, items: {} });
  });
});
