import { describe, expect, it } from "vitest";
import { loadPageComponent, pageModuleSource, type PageImporters } from "./registry";

function importers(module: { default?: unknown }): PageImporters {
  const load = async () => module;
  return {
    home: load,
    icons: load,
    doc: load,
    page: load,
    component: load,
    enum: load,
    interface: load,
    cardIndex: load,
    playground: load,
    search: load,
    migration: load,
  };
}

describe("loadPageComponent", () => {
  it("returns the module's default export", async () => {
    const Page = () => null;
    await expect(loadPageComponent("doc", importers({ default: Page }))).resolves.toBe(Page);
  });

  it("raises an error saying the page component has no default export", async () => {
    await expect(loadPageComponent("doc", importers({}))).rejects.toThrow(
      'The page component for pages of kind "doc" has no default export.',
    );
  });
});

describe("the page modules", () => {
  it("render the docs and the reference's pages with DocPage, one chunk for both", () => {
    for (const kind of ["doc", "page", "component", "enum", "interface", "cardIndex"] as const) {
      expect(pageModuleSource(kind)).toBe("src/pages/DocPage.tsx");
    }
  });

  it("are found by the build", async () => {
    const { default: DocPage } = await import("./DocPage");
    await expect(loadPageComponent("cardIndex")).resolves.toBe(DocPage);
  });
});
