import { describe, expect, it } from "vitest";
import { COMMON, FRAMEWORK, MIN_CHUNK_BYTES, planChunks, type PlanInput } from "./chunkPlan";

/** A graph from `module: [imports]`, every module `size` bytes unless listed in `sizes`. */
function input(imports: Record<string, string[]>, options: Partial<PlanInput> & { sizes?: Record<string, number> } = {}): PlanInput {
  const size = MIN_CHUNK_BYTES;
  return {
    graph: { imports: (id) => imports[id] ?? [], size: (id) => options.sizes?.[id] ?? size },
    units: options.units ?? [],
    components: options.components ?? new Set(),
    alwaysLoaded: options.alwaysLoaded ?? [],
    isFramework: options.isFramework ?? ((id) => id.startsWith("base/")),
    nameOf: (unit) => `chunk:${unit}`,
  };
}

describe("the chunk plan of the packages bundle", () => {
  it("puts the framework in one chunk", () => {
    const plan = planChunks(input({ "main/Button": ["base/UI5Element"], "base/UI5Element": ["base/Boot"], "base/Boot": [] }, { units: ["main/Button"], components: new Set(["main/Button"]) }));
    expect(plan.get("base/UI5Element")).toBe(FRAMEWORK);
    expect(plan.get("base/Boot")).toBe(FRAMEWORK);
    expect(plan.get("main/Button")).toBe("chunk:main/Button");
  });

  it("keeps a component's own modules with it and what many components use in the common chunk", () => {
    const components = Array.from({ length: 10 }, (_, i) => `main/C${i}`);
    const imports: Record<string, string[]> = { "main/Icon": ["main/IconTemplate"], "main/IconTemplate": [], "main/C0Template": [] };
    components.forEach((c, i) => (imports[c] = i < 2 ? ["main/Icon"] : []));
    imports["main/C0"].push("main/C0Template");
    const plan = planChunks(input(imports, { units: [...components, "main/Icon"], components: new Set([...components, "main/Icon"]) }));
    // Used by 3 of 11 components, above the common share.
    expect(plan.get("main/Icon")).toBe(COMMON);
    expect(plan.get("main/IconTemplate")).toBe(COMMON);
    expect(plan.get("main/C0Template")).toBe("chunk:main/C0");
    expect(plan.get("main/C5")).toBe("chunk:main/C5");
  });

  it("puts what every preview loads in the common chunk", () => {
    const plan = planChunks(input({ "main/Assets": ["main/Themes"], "main/Themes": [], "main/Button": [] }, { units: ["main/Assets", "main/Button"], alwaysLoaded: ["main/Assets"] }));
    expect(plan.get("main/Assets")).toBe(COMMON);
    expect(plan.get("main/Themes")).toBe(COMMON);
    expect(plan.get("main/Button")).toBe("chunk:main/Button");
  });

  it("gives a module shared by components to the smallest, and a small chunk to the smallest unit using it", () => {
    // Twenty more components, so that three using a module is not yet many.
    const others = Array.from({ length: 20 }, (_, i) => `main/Other${i}`);
    const imports: Record<string, string[]> = {
      ...Object.fromEntries(others.map((other) => [other, []])),
      "main/List": ["main/ListItem", "main/Helper"],
      "main/Select": ["main/List", "main/Helper", "main/Popover"],
      "main/ListItem": [],
      "main/Helper": [],
      "main/Popover": [],
      "icons/accept": ["icons/v5/accept"],
      "icons/v5/accept": [],
    };
    const units = ["main/List", "main/Select", "main/ListItem", "main/Popover", "icons/accept", ...others];
    const sizes = { "main/ListItem": 10, "icons/accept": 10, "icons/v5/accept": 10 };
    const plan = planChunks(input(imports, { units, components: new Set(units.filter((u) => u.startsWith("main/"))), sizes }));
    expect(plan.get("main/Helper")).toBe("chunk:main/List");
    // The list item's chunk is small: it joins the list, the smallest unit using it.
    expect(plan.get("main/ListItem")).toBe("chunk:main/List");
    expect(plan.get("main/Popover")).toBe("chunk:main/Popover");
    // An icon nothing else uses stays a small chunk of its own, with its variants.
    expect(plan.get("icons/accept")).toBe("chunk:icons/accept");
    expect(plan.get("icons/v5/accept")).toBe("chunk:icons/accept");
  });

  it("leaves a module no unit uses to the bundler, so a broken one cannot break a shared chunk", () => {
    const plan = planChunks(input({ "main/Button": ["base/Boot"], "base/Boot": [], "base/Log": ["base/missing"] }, { units: ["main/Button"] }));
    expect(plan.has("base/Log")).toBe(false);
    expect(plan.get("base/Boot")).toBe(FRAMEWORK);
  });
});
