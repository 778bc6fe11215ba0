import { describe, expect, it } from "vitest";
import { nextScrollPosition } from "./smoothScroll";

describe("smooth scrolling", () => {
  it("leaves 85% of the distance on each frame, in both directions", () => {
    expect(nextScrollPosition(1000, 0)).toBe(850);
    expect(nextScrollPosition(850, 0)).toBe(722);
    expect(nextScrollPosition(0, 1000)).toBe(150);
    expect(nextScrollPosition(1, 0)).toBe(0);
  });
});
