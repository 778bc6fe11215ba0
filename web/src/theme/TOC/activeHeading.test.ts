import { describe, expect, it } from "vitest";
import { activeHeadingId } from "./activeHeading";

describe("activeHeadingId", () => {
  const at = (...tops: number[]) => tops.map((top, index) => ({ id: `h${index}`, top }));

  it("is the next heading when it sits in the upper half of the window", () => {
    expect(activeHeadingId(at(-400, 120, 900), 60, 800)).toBe("h1");
  });

  it("is the section the reader is in while the next heading is further down", () => {
    expect(activeHeadingId(at(-400, 500, 900), 60, 800)).toBe("h0");
  });

  it("is the heading jumped to even when later headings are visible at the page end", () => {
    expect(activeHeadingId(at(-900, 76, 300, 500), 60, 800)).toBe("h1");
  });

  it("is the first heading before any is reached and the last one after all", () => {
    expect(activeHeadingId(at(600, 900), 60, 800)).toBe("h0");
    expect(activeHeadingId(at(-900, -300), 60, 800)).toBe("h1");
    expect(activeHeadingId([], 60, 800)).toBeUndefined();
  });
});
