import { describe, expect, it } from "vitest";
import {
  describeGroups,
  filterChanges,
  htmlText,
  indexChanges,
  partCount,
  queryWords,
  rowText,
  summary,
  unfiltered,
} from "./filterChanges";
import { change, group, migrationPackages } from "./testData";

describe("the text the filter reads", () => {
  it("leaves out the tags of the engine's HTML and decodes its character references", () => {
    expect(htmlText("<p><code>&lt;ui5-badge&gt;</code> &amp; <em>more</em> &quot;x&quot; &#39;y&#39; &#x2014;</p>\n")).toBe(
      `<ui5-badge> & more "x" 'y' —`,
    );
  });

  it("keeps a reference it does not know as it is", () => {
    expect(htmlText("a &bogus; b &#xZZ;")).toBe("a &bogus; b &#xZZ;");
  });

  it("reads the group's name and tag and every cell, in lower case", () => {
    const row = change("Property", "<code>iconEnd</code>", "Write <code>end-icon</code>.", { new: "<p><code>endIcon</code></p>" });
    const text = rowText(group("Button", "Component", [row], { tag: "ui5-button" }), row);
    expect(text.split("\n")).toEqual(["button", "ui5-button", "property", "iconend", "endicon", "write end-icon."]);
  });

  it("splits a query into its words, in lower case", () => {
    expect(queryWords("  Button   ICON ")).toEqual(["button", "icon"]);
    expect(queryWords("   ")).toEqual([]);
  });
});

describe("the filter", () => {
  const index = indexChanges(migrationPackages());

  it("counts every row", () => {
    expect(index.total).toBe(5);
  });

  it("shows everything without a query", () => {
    const result = unfiltered(index);
    expect(result.all).toBe(true);
    expect(result.rows).toBe(5);
    expect(result.shown).toEqual([["1", "11", "1"], ["1"]]);
    expect(result.groupsByKind).toEqual([
      ["Component", 2],
      ["Enum", 1],
      ["Package", 1],
    ]);
  });

  it("matches a group's name, case aside, and shows all its rows", () => {
    const result = filterChanges(index, { query: "BUTTON", byHandOnly: false });
    expect(result.shown).toEqual([["0", "11", "0"], ["0"]]);
    expect(result.groupCounts).toEqual([[0, 2, 0], [0]]);
    expect(result.packageCounts).toEqual([
      { rows: 2, groups: 1 },
      { rows: 0, groups: 0 },
    ]);
    expect(result.all).toBe(false);
  });

  it("matches a tag as written in markup", () => {
    expect(filterChanges(index, { query: "<ui5-tag>", byHandOnly: false }).shown).toEqual([["1", "00", "0"], ["0"]]);
  });

  it("matches a cell's text and shows only the rows that hold it", () => {
    const result = filterChanges(index, { query: "accessibilityattributes", byHandOnly: false });
    expect(result.shown).toEqual([["0", "01", "0"], ["0"]]);
    expect(result.rows).toBe(1);
  });

  it("wants every word of the query in the same row", () => {
    expect(filterChanges(index, { query: "button end-icon", byHandOnly: false }).shown).toEqual([["0", "10", "0"], ["0"]]);
    expect(filterChanges(index, { query: "badge end-icon", byHandOnly: false }).rows).toBe(0);
  });

  it("keeps only what is done by hand when asked", () => {
    const result = filterChanges(index, { query: "", byHandOnly: true });
    expect(result.shown).toEqual([["0", "01", "0"], ["1"]]);
    expect(result.groupsByKind).toEqual([
      ["Component", 1],
      ["Package", 1],
    ]);
  });

  it("finds nothing for a query nothing holds", () => {
    const result = filterChanges(index, { query: "zzz", byHandOnly: false });
    expect(result.rows).toBe(0);
    expect(result.groupsByKind).toEqual([]);
  });
});

describe("the counts", () => {
  const index = indexChanges(migrationPackages());

  it("name the groups by kind", () => {
    expect(describeGroups([["Component", 1]])).toBe("1 component");
    expect(
      describeGroups([
        ["Component", 85],
        ["Enum", 1],
        ["Class", 2],
        ["Package", 3],
      ]),
    ).toBe("85 components, 1 enum, 2 classes and 3 package-wide lists");
  });

  it("give everything without a filter", () => {
    expect(summary(unfiltered(index), index.total)).toBe("5 changes in 2 components, 1 enum and 1 package-wide list.");
  });

  it("give how many show of how many with a filter", () => {
    expect(summary(filterChanges(index, { query: "button", byHandOnly: false }), index.total)).toBe(
      "Showing 2 of 5 changes in 1 component.",
    );
    expect(summary(filterChanges(index, { query: "zzz", byHandOnly: false }), index.total)).toBe("Showing 0 of 5 changes.");
  });

  it("give a package's or a group's share", () => {
    expect(partCount(1, 1)).toBe("1 change");
    expect(partCount(2, 2)).toBe("2 changes");
    expect(partCount(1, 2)).toBe("1 of 2 changes shown");
  });
});
