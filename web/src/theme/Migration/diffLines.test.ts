import { describe, expect, it } from "vitest";
import { conversionCounts, downloadName, messageParts, sourceKindOf } from "./conversion";
import { diffLines, diffSegments, orderedEdits } from "./diffLines";

/** A line as `number: text`, removed text in [-…-] and inserted text in {+…+}. */
function show(input: string, edits: { start: number; end: number; text: string }[]): string[] {
  return diffLines(input, edits).map(
    (line) =>
      `${line.number}${line.changed ? "*" : ""}: ${line.segments
        .map((s) => (s.kind === "del" ? `[-${s.text}-]` : s.kind === "ins" ? `{+${s.text}+}` : s.text))
        .join("")}`,
  );
}

describe("the diff of a conversion", () => {
  it("marks a replacement as removed then inserted text", () => {
    const input = '<ui5-badge color-scheme="8">New</ui5-badge>';
    const edits = [
      { start: 1, end: 10, text: "ui5-tag" },
      { start: 33, end: 42, text: "ui5-tag" },
    ];
    expect(diffSegments(input, edits)).toEqual([
      { kind: "same", text: "<" },
      { kind: "del", text: "ui5-badge" },
      { kind: "ins", text: "ui5-tag" },
      { kind: "same", text: ' color-scheme="8">New</' },
      { kind: "del", text: "ui5-badge" },
      { kind: "ins", text: "ui5-tag" },
      { kind: "same", text: ">" },
    ]);
  });

  it("numbers the lines as the input has them, the unchanged ones too", () => {
    const input = '<div>\n  <ui5-input value-state="Error"></ui5-input>\n</div>\n';
    const start = input.indexOf("Error");
    expect(show(input, [{ start, end: start + 5, text: "Negative" }])).toEqual([
      "1: <div>",
      '2*:   <ui5-input value-state="[-Error-]{+Negative+}"></ui5-input>',
      "3: </div>",
    ]);
  });

  it("reads the edits' offsets in UTF-16 code units, as JavaScript strings count", () => {
    // The emoji takes two code units, the accented letter one.
    const input = "<!-- 🎉 é -->\n<ui5-badge>";
    const start = input.indexOf("ui5-badge");
    expect(start).toBe(15);
    expect(show(input, [{ start, end: start + 9, text: "ui5-tag" }])).toEqual(["1: <!-- 🎉 é -->", "2*: <[-ui5-badge-]{+ui5-tag+}>"]);
  });

  it("shows an insertion and a removal on their own", () => {
    expect(show("<ui5-list mode>", [{ start: 9, end: 14, text: "" }])).toEqual(["1*: <ui5-list[- mode-]>"]);
    expect(show("<ui5-li>", [{ start: 7, end: 7, text: ' type="Active"' }])).toEqual(['1*: <ui5-li{+ type="Active"+}>']);
  });

  it("splits a removal across lines, and keeps an insertion's line breaks in its line", () => {
    expect(show("a\nb\nc", [{ start: 0, end: 3, text: "x\ny" }])).toEqual(["1*: [-a-]", "2*: [-b-]{+x\ny+}", "3: c"]);
  });

  it("drops the carriage returns of CRLF line ends, and the empty line after the last break", () => {
    expect(show("a\r\nb\r\n", [])).toEqual(["1: a", "2: b"]);
  });

  it("gives an empty text one empty line", () => {
    expect(show("", [])).toEqual(["1: "]);
  });

  it("leaves out edits that overlap or fall outside the text", () => {
    const edits = [
      { start: 2, end: 4, text: "X" },
      { start: 0, end: 1, text: "Y" },
      { start: 3, end: 5, text: "Z" },
      { start: 5, end: 99, text: "W" },
    ];
    expect(orderedEdits("abcdef", edits)).toEqual([
      { start: 0, end: 1, text: "Y" },
      { start: 2, end: 4, text: "X" },
    ]);
  });
});

describe("a conversion's details", () => {
  it("counts the changes made and what is left by hand, as site migrate does", () => {
    const note = (kind: "changed" | "byHand" | "info") => ({ line: 1, column: 1, kind, message: "" });
    expect(conversionCounts({ output: "", edits: [], notes: [note("changed"), note("changed"), note("byHand"), note("info")] })).toEqual({
      changed: 2,
      byHand: 1,
    });
  });

  it("reads scripts as scripts and the rest as markup", () => {
    expect(["a.js", "a.mjs", "a.ts", "a.JSX", "a.tsx"].map(sourceKindOf)).toEqual(["Script", "Script", "Script", "Script", "Script"]);
    expect(["a.html", "a.htm", "a.vue", "notes"].map(sourceKindOf)).toEqual(["Markup", "Markup", "Markup", "Markup"]);
  });

  it("names the download after the file, or after what was pasted", () => {
    expect(downloadName("form.vue", "Markup")).toBe("form.vue");
    expect(downloadName(null, "Markup")).toBe("converted.html");
    expect(downloadName(null, "Script")).toBe("converted.js");
  });

  it("shows a note's backticks as code", () => {
    expect(messageParts("Renamed `icon-end` to `end-icon`.")).toEqual([
      { code: false, text: "Renamed " },
      { code: true, text: "icon-end" },
      { code: false, text: " to " },
      { code: true, text: "end-icon" },
      { code: false, text: "." },
    ]);
  });
});
