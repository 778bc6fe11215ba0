import { describe, expect, it } from "vitest";
import { readView, viewSearch } from "./iconsView";

const ids = ["sap", "tnt", "business-suite"];

describe("readView", () => {
  it("reads the collection and the filter from the query", () => {
    expect(readView("?collection=tnt&q=act", ids)).toEqual({ collection: "tnt", query: "act" });
  });

  it("falls back to the first collection and no filter", () => {
    expect(readView("", ids)).toEqual({ collection: "sap", query: "" });
    expect(readView("?collection=nope&q=a%20b", ids)).toEqual({ collection: "sap", query: "a b" });
  });
});

describe("viewSearch", () => {
  it("writes what differs from the default view", () => {
    expect(viewSearch({ collection: "tnt", query: "act" }, "sap")).toBe("?collection=tnt&q=act");
    expect(viewSearch({ collection: "sap", query: "act" }, "sap")).toBe("?q=act");
    expect(viewSearch({ collection: "sap", query: "" }, "sap")).toBe("");
  });

  it("round-trips with readView", () => {
    const view = { collection: "business-suite", query: "grid & 2" };
    expect(readView(viewSearch(view, "sap"), ids)).toEqual(view);
  });
});
