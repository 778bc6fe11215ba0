// The class names the engine and the app share (generated from the Rust) are each
// used by the app: styled in a stylesheet, or read through CLASS_NAMES by its code.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLASS_NAMES, NOT_PROSE_CLASSES } from "./classNames";

const SOURCE = path.resolve(__dirname, "..");

function files(dir: string, extensions: string[]): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, extensions);
    return extensions.some((extension) => entry.name.endsWith(extension)) ? [full] : [];
  });
}

const read = (file: string) => fs.readFileSync(file, "utf8");
const stylesheets = files(SOURCE, [".css"]).map(read).join("\n");
const code = files(SOURCE, [".ts", ".tsx"])
  .filter((file) => !file.endsWith(".test.ts") && !file.endsWith(".test.tsx") && !file.endsWith("classNames.ts"))
  .map(read)
  .join("\n");

describe("the shared class names", () => {
  it.each(Object.entries(CLASS_NAMES))("%s (%s) is styled or read by the app", (key, name) => {
    const styled = new RegExp(`\\.${name.replace(/[-]/g, "\\-")}`).test(stylesheets);
    const read = code.includes(`CLASS_NAMES.${key}`) || (NOT_PROSE_CLASSES as readonly string[]).includes(name);
    expect(styled || read).toBe(true);
  });

  it("the classes search skips are shared class names", () => {
    const names: string[] = Object.values(CLASS_NAMES);
    for (const name of NOT_PROSE_CLASSES) expect(names).toContain(name);
  });
});
