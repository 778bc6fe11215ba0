import { describe, expect, it } from "vitest";
import { parseMarkup } from "./markup";
import { readBack, reportedControlValue } from "./readBack";
import { accessibilityTexts, design, dialog, headerText, open, property } from "./testData";
import { EMPTY_STATE, withProperty } from "./tryItState";

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
    expect(readBack(EMPTY_STATE, properties, element, { layout: "TwoColumnsMidExpanded" }).properties).toEqual({ layout: "TwoColumnsMidExpanded" });
  });

  it("gives back the same state when nothing differs, and ignores what a control cannot show", () => {
    const state = withProperty(EMPTY_STATE, headerText, "Gone", element);
    expect(readBack(state, properties, element, { headerText: "Gone", open: false })).toBe(state);
    expect(readBack(state, properties, element, { layout: "NoSuchLayout", open: "yes", accessibilityTexts: "{}" })).toBe(state);
    expect(reportedControlValue(design, null)).toBe("");
    expect(reportedControlValue(property("count", "integer", { attribute: "count" }), 3)).toBe("3");
  });
});
