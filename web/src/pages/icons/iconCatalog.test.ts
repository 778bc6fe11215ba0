import { describe, expect, it } from "vitest";
import type { IconCatalog, IconData } from "../../data/types";
import { filterIcons, importLine, standaloneSvg } from "./iconCatalog";

const icon = (name: string, extra: Partial<IconData> = {}): IconData => ({ name, importName: name, paths: ["M0 0h1"], ...extra });
const catalog: IconCatalog = {
  id: "sap",
  viewBox: "0 0 512 512",
  moduleDir: "@ui5/webcomponents-icons/dist/",
  icons: [icon("accept"), icon("Chart-Tree-Map"), icon("activate"), icon("action")],
};

describe("filterIcons", () => {
  it("keeps the icons whose name contains the text, ignoring case", () => {
    expect(filterIcons(catalog.icons, "act").map((i) => i.name)).toEqual(["activate", "action"]);
    expect(filterIcons(catalog.icons, "TREE").map((i) => i.name)).toEqual(["Chart-Tree-Map"]);
  });

  it("keeps every icon for blank text and none for text no name contains", () => {
    expect(filterIcons(catalog.icons, "  ")).toBe(catalog.icons);
    expect(filterIcons(catalog.icons, "zzz")).toEqual([]);
  });

  it("ignores spaces around the text", () => {
    expect(filterIcons(catalog.icons, " accept ").map((i) => i.name)).toEqual(["accept"]);
  });
});

describe("standaloneSvg", () => {
  it("is a complete SVG document with the collection's viewBox and the path data", () => {
    expect(standaloneSvg(icon("accept"), catalog)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><path d="M0 0h1"/></svg>',
    );
  });

  it("uses the icon's own viewBox and every path, escaped", () => {
    const odd = icon("odd", { viewBox: "0 0 16 16", paths: ["M1 1", 'M2 2"/><script>'] });
    expect(standaloneSvg(odd, catalog)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M1 1"/><path d="M2 2&quot;/>&lt;script>"/></svg>',
    );
  });
});

describe("importLine", () => {
  it("imports the icon's module from the collection's package", () => {
    expect(importLine(icon("accept"), catalog.moduleDir)).toBe('import "@ui5/webcomponents-icons/dist/accept.js";');
  });
});
