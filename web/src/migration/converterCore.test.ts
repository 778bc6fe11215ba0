// The converter core as the browser runs it: the WebAssembly module `make wasm`
// builds from crates/converter-wasm, with rules written here in the engine's format.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConverterCore, type Conversion } from "./converterCore";

const MODULE = path.resolve(__dirname, "../../generated/converter-core.wasm");

const RULES = JSON.stringify({
  tags: {
    "ui5-badge": { becomes: "ui5-tag" },
    "ui5-upload-collection": { becomes: null, byHand: "Use a `ui5-list` with an upload button of your own." },
  },
  v2Tags: ["ui5-tag"],
  modules: { "@ui5/webcomponents/dist/Badge.js": { becomes: "@ui5/webcomponents/dist/Tag.js" } },
  events: {},
});

const load = () => loadConverterCore(fs.readFileSync(MODULE), RULES);

/** The input with each edit applied, counting as JavaScript strings do. */
function applied(input: string, { edits }: Conversion): string {
  let output = "";
  let copied = 0;
  for (const edit of edits) {
    output += input.slice(copied, edit.start) + edit.text;
    copied = edit.end;
  }
  return output + input.slice(copied);
}

describe("the converter core", () => {
  it("renames a component and says so at its line and column", async () => {
    const converter = await load();
    const input = "<div>\n  <ui5-badge>New</ui5-badge>\n</div>";
    const conversion = converter.convert(input, "markup");
    expect(conversion.output).toBe("<div>\n  <ui5-tag>New</ui5-tag>\n</div>");
    expect(conversion.notes).toEqual([{ line: 2, column: 4, kind: "changed", message: "`ui5-badge` is `ui5-tag` in 2.x: renamed." }]);
    expect(applied(input, conversion)).toBe(conversion.output);
    expect(converter.convert('import "@ui5/webcomponents/dist/Badge.js";', "script").output).toBe(
      'import "@ui5/webcomponents/dist/Tag.js";',
    );
  });

  it("keeps what needs a hand and says what to do", async () => {
    const converter = await load();
    const input = "<ui5-upload-collection></ui5-upload-collection>";
    const conversion = converter.convert(input, "markup");
    expect(conversion.output).toBe(input);
    expect(conversion.edits).toEqual([]);
    expect(conversion.notes).toEqual([
      {
        line: 1,
        column: 2,
        kind: "byHand",
        message: "2.x has no `ui5-upload-collection`: Use a `ui5-list` with an upload button of your own.",
      },
    ]);
  });

  it("gives edit offsets in UTF-16 code units, as JavaScript strings count", async () => {
    const converter = await load();
    const input = "<p>Grüße 🎉 — ✓</p><ui5-badge>𝒳</ui5-badge>";
    const conversion = converter.convert(input, "markup");
    expect(conversion.edits.map((edit) => input.slice(edit.start, edit.end))).toEqual(["ui5-badge", "ui5-badge"]);
    expect(conversion.edits[0].start).toBe(input.indexOf("ui5-badge"));
    expect(applied(input, conversion)).toBe("<p>Grüße 🎉 — ✓</p><ui5-tag>𝒳</ui5-tag>");
    expect(conversion.notes[0]).toMatchObject({ line: 1, column: 20 });
  });

  it("rejects rules it cannot read", async () => {
    await expect(loadConverterCore(fs.readFileSync(MODULE), "{")).rejects.toThrow("invalid converter rules");
  });
});
