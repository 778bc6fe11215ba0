import { describe, expect, it } from "vitest";
import type { SidebarItem } from "../../data/types";
import { categoriesContaining } from "./sidebarTree";

const items: SidebarItem[] = [
  { type: "link", label: "Intro", to: "docs/" },
  {
    type: "category",
    label: "Getting Started",
    to: "docs/getting-started/",
    items: [
      { type: "link", label: "First Steps", to: "docs/getting-started/first-steps/" },
      { type: "category", label: "Deeper", items: [{ type: "link", label: "X", to: "docs/x/" }] },
    ],
  },
];

describe("categoriesContaining", () => {
  it("finds every category above a route", () => {
    expect(categoriesContaining(items, "docs/x/")).toEqual(["Getting Started", "Getting Started / Deeper"]);
    expect(categoriesContaining(items, "docs/getting-started/")).toEqual(["Getting Started"]);
    expect(categoriesContaining(items, "docs/")).toEqual([]);
  });
});
