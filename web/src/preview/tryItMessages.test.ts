import { describe, expect, it } from "vitest";
import { isTryItAxeMessage, isTryItMessage, isTryItValuesMessage } from "./tryItMessages";

const render = {
  revision: 1,
  html: "<ui5-button></ui5-button>",
  target: "ui5-button",
  modules: [],
  properties: {},
  events: ["click"],
  track: [],
  readonly: [],
  itemStates: { default: { "ui5-tab": ["selected"] } },
};

describe("Try it messages", () => {
  it("recognise the page's render, change and call for axe, with or without a popup", () => {
    expect(isTryItMessage({ tryIt: { render } })).toBe(true);
    expect(
      isTryItMessage({ tryIt: { render: { ...render, popup: { tag: "ui5-dialog", opener: "show", button: "dialog-opener" } } } }),
    ).toBe(true);
    expect(isTryItMessage({ tryIt: { render: { ...render, popup: { tag: "ui5-menu", opener: "open", button: "actions" } } } })).toBe(true);
    expect(isTryItMessage({ tryIt: { render: { ...render, popup: { tag: "ui5-dialog", opener: "eval" } } } })).toBe(false);
    expect(isTryItMessage({ tryIt: { audit: true } })).toBe(true);
    expect(isTryItMessage({ tryIt: { audit: "yes" } })).toBe(false);
    expect(isTryItMessage({ tryIt: { render: { ...render, track: "open" } } })).toBe(false);
    expect(isTryItMessage({ tryIt: { render: { ...render, itemStates: { default: { "ui5-tab": "selected" } } } } })).toBe(false);
    expect(isTryItMessage({ tryIt: { change: { revision: 2, attributes: { open: "", icon: null }, properties: {}, modules: [] } } })).toBe(
      true,
    );
    expect(isTryItMessage({ tryIt: { change: { revision: 2, attributes: { open: 1 }, properties: {}, modules: [] } } })).toBe(false);
  });

  it("take from the preview only values a control can show", () => {
    const values = {
      revision: 3,
      event: { name: "after-close", detail: "{}" },
      values: { open: false, value: "x", count: 2, unset: null },
      readonly: { visibleColumns: "2" },
      items: { default: [[], ["selected"]] },
    };
    expect(isTryItValuesMessage({ tryItValues: values })).toBe(true);
    expect(isTryItValuesMessage({ tryItValues: { ...values, event: undefined } })).toBe(true);
    expect(isTryItValuesMessage({ tryItValues: { ...values, values: { open: { toString: "x" } } } })).toBe(false);
    expect(isTryItValuesMessage({ tryItValues: { ...values, values: { count: Number.NaN } } })).toBe(false);
    expect(isTryItValuesMessage({ tryItValues: { ...values, revision: "3" } })).toBe(false);
    expect(isTryItValuesMessage({ tryItValues: { ...values, items: { default: ["selected"] } } })).toBe(false);
  });

  it("take axe's findings in their shape", () => {
    expect(isTryItAxeMessage({ tryItAxe: { status: "checking" } })).toBe(true);
    expect(
      isTryItAxeMessage({
        tryItAxe: {
          status: "done",
          findings: [
            { id: "button-name", impact: "critical", help: "Buttons must have discernible text", targets: ["ui5-button > button"] },
          ],
        },
      }),
    ).toBe(true);
    expect(isTryItAxeMessage({ tryItAxe: { status: "done", findings: [{ id: "button-name", help: 1, targets: [] }] } })).toBe(false);
    expect(isTryItAxeMessage({ tryItAxe: { status: "failed", error: "Axe is already running" } })).toBe(true);
    expect(isTryItAxeMessage({ tryItAxe: { status: "other" } })).toBe(false);
  });
});
