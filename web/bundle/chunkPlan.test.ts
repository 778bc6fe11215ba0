import { describe, expect, it } from "vitest";
import { COMMON, FRAMEWORK, MIN_SHARED_BYTES, planChunks, type PlanInput } from "./chunkPlan";

/** A graph from `module: [imports]`, each module `size` bytes unless listed in `sizes`. */
function input(imports: Record<string, string[]>, options: Partial<PlanInput> & { sizes?: Record<string, number> } = {}): PlanInput {
  const size = MIN_SHARED_BYTES;
  return {
    graph: { imports: (id) => imports[id] ?? [], size: (id) => options.sizes?.[id] ?? size },
    units: options.units ?? [],
    components: options.components ?? new Set(),
    alwaysLoaded: options.alwaysLoaded ?? [],
    isFramework: options.isFramework ?? ((id) => id.startsWith("base/")),
    nameOf: (units) => `chunk:${units.join("+")}`,
  };
}

describe("the chunk plan of the packages bundle", () => {
  it("puts what components use of the framework in one chunk", () => {
    const imports = { "main/Button": ["base/UI5Element"], "base/UI5Element": ["base/Boot"], "base/Boot": [], "base/ssr-shim": ["shim-library"], "shim-library": [] };
    const plan = planChunks(input(imports, { units: ["main/Button", "base/ssr-shim"], components: new Set(["main/Button"]) }));
    expect(plan.get("base/UI5Element")).toBe(FRAMEWORK);
    expect(plan.get("base/Boot")).toBe(FRAMEWORK);
    expect(plan.get("main/Button")).toBe("chunk:main/Button");
    // A public module of the framework that no component uses is a unit of its own.
    expect(plan.get("base/ssr-shim")).toBe("chunk:base/ssr-shim");
    expect(plan.get("shim-library")).toBe("chunk:base/ssr-shim");
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

  it("gives what a few components share a chunk of their own, or the common chunk if small", () => {
    // Twenty more components, so that two or three using a module are not yet many.
    const others = Array.from({ length: 20 }, (_, i) => `main/Other${i}`);
    const imports: Record<string, string[]> = {
      ...Object.fromEntries(others.map((other) => [other, []])),
      "main/List": ["main/ListHelper", "main/Tiny"],
      "main/Select": ["main/ListHelper", "main/Tiny"],
      "main/Other0": ["main/Tiny"],
      "main/ListHelper": [],
      "main/Tiny": [],
    };
    const units = ["main/List", "main/Select", ...others];
    const sizes = { "main/Tiny": MIN_SHARED_BYTES - 1 };
    const plan = planChunks(input(imports, { units, components: new Set(units), sizes }));
    expect(plan.get("main/ListHelper")).toBe("chunk:main/List+main/Select");
    expect(plan.get("main/Tiny")).toBe(COMMON);
    expect(plan.get("main/List")).toBe("chunk:main/List");
  });

  it("keeps in the common chunk only what imports nothing beyond it and the framework", () => {
    const others = Array.from({ length: 20 }, (_, i) => `main/Other${i}`);
    const pickers = ["main/DatePicker", "main/DateTimePicker", "main/DateRangePicker"];
    const imports: Record<string, string[]> = {
      ...Object.fromEntries(others.map((other) => [other, ["main/Button"]])),
      "main/DatePicker": ["main/Toggle", "main/DateFormat"],
      "main/DateTimePicker": ["main/Tiny", "main/TinyBoth", "main/Toggle", "main/DateFormat", "main/TinyLeaf"],
      "main/DateRangePicker": ["main/Tiny", "main/TinyBoth", "main/Toggle", "main/DateFormat", "main/TinyLeaf"],
      // Small and shared by two pickers, but importing the large module of all three:
      // in the common chunk, it would bring that module to every preview.
      "main/Tiny": ["main/Toggle", "main/DateFormat", "main/TinyLeaf", "base/UI5Element"],
      // Small, shared by the same two, importing the pickers' and the time format's chunks.
      "main/TinyBoth": ["main/DateFormat", "main/TimeFormat"],
      "main/TimeFormat": [],
      "main/Other0": ["main/Button", "main/TimeFormat"],
      // Small, shared by the same two, and importing only what is common: it stays.
      "main/TinyLeaf": ["main/Button", "base/UI5Element"],
      "main/Toggle": ["main/Button"],
      "main/DateFormat": [],
      "main/Button": [],
      "base/UI5Element": [],
    };
    const units = [...pickers, ...others];
    const small = MIN_SHARED_BYTES / 4 - 1;
    const plan = planChunks(input(imports, { units, components: new Set(units), sizes: { "main/Tiny": small, "main/TinyLeaf": small, "main/TinyBoth": small } }));
    expect(plan.get("main/Button")).toBe(COMMON);
    expect(plan.get("main/TinyLeaf")).toBe(COMMON);
    expect(plan.get("base/UI5Element")).toBe(FRAMEWORK);
    const pickersChunk = `chunk:${pickers.join("+")}`;
    expect(plan.get("main/DateFormat")).toBe(pickersChunk);
    // Toggle is shared by the same three: with DateFormat, its group is not small.
    expect(plan.get("main/Toggle")).toBe(pickersChunk);
    // Tiny imports the pickers' chunk alone: it joins it (no request more).
    expect(plan.get("main/Tiny")).toBe(pickersChunk);
    // TinyBoth imports two chunks: it gets its group's own.
    expect(plan.get("main/TimeFormat")).toBe("chunk:main/DateTimePicker+main/DateRangePicker+main/Other0");
    expect(plan.get("main/TinyBoth")).toBe("chunk:main/DateTimePicker+main/DateRangePicker");
    // No common module imports a module of another chunk but the framework's.
    for (const [id, chunk] of plan) {
      if (chunk !== COMMON) continue;
      for (const next of imports[id] ?? []) expect([COMMON, FRAMEWORK], `${id} imports ${next}`).toContain(plan.get(next));
    }
  });

  it("keeps what one unit alone uses with it", () => {
    const imports = { "main/Table": ["main/TableTemplate"], "main/TableTemplate": [], "icons/accept": ["icons/v5/accept"], "icons/v5/accept": [], "icons/AllIcons": ["icons/accept"] };
    const units = ["main/Table", "icons/accept", "icons/AllIcons"];
    const plan = planChunks(input(imports, { units, components: new Set(["main/Table"]) }));
    expect(plan.get("main/TableTemplate")).toBe("chunk:main/Table");
    // An icon goes with its variants, not with the much larger module importing every icon.
    expect(plan.get("icons/accept")).toBe("chunk:icons/accept");
    expect(plan.get("icons/v5/accept")).toBe("chunk:icons/accept");
    expect(plan.get("icons/AllIcons")).toBe("chunk:icons/AllIcons");
  });

  it("leaves a module no unit uses to the bundler, so a broken one cannot break a shared chunk", () => {
    const plan = planChunks(input({ "main/Button": ["base/Boot"], "base/Boot": [], "base/Log": ["base/missing"] }, { units: ["main/Button"], components: new Set(["main/Button"]) }));
    expect(plan.has("base/Log")).toBe(false);
    expect(plan.get("base/Boot")).toBe(FRAMEWORK);
  });
});
