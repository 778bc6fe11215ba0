import { describe, expect, it } from "vitest";
import { isActiveItem } from "./Navbar";

describe("isActiveItem", () => {
  it("marks the section of the current route", () => {
    expect(isActiveItem({ label: "Documentation", to: "docs/" }, "docs/getting-started/first-steps/")).toBe(true);
    expect(isActiveItem({ label: "Components", to: "components/" }, "docs/FAQ/")).toBe(false);
    expect(isActiveItem({ label: "GitHub", href: "https://github.com" }, "docs/")).toBe(false);
  });
});
