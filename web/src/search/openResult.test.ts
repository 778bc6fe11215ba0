import { describe, expect, it } from "vitest";
import { highlightQuery, resultsPagePath } from "./openResult";

describe("opening results", () => {
  it("reads the words to mark from the router state of a page opened from a result", () => {
    expect(highlightQuery({ searchHighlight: "ui5-buton" })).toBe("ui5-buton");
    expect(highlightQuery({ searchHighlight: "  " })).toBeNull();
    expect(highlightQuery({ other: 1 })).toBeNull();
    expect(highlightQuery(null)).toBeNull();
    expect(highlightQuery(undefined)).toBeNull();
  });

  it("puts the query into the results page's address, encoded", () => {
    expect(resultsPagePath(" date picker ")).toBe("/search/?q=date%20picker");
    expect(resultsPagePath("<a&b>")).toBe("/search/?q=%3Ca%26b%3E");
  });
});
