import { describe, expect, it } from "vitest";
import { activeHeadingId } from "./activeHeading";

describe("activeHeadingId", () => {
  const headings = [
    { id: "a", top: -400 },
    { id: "b", top: 40 },
    { id: "c", top: 600 },
  ];

  it("is the last heading above the line", () => {
    expect(activeHeadingId(headings, 80)).toBe("b");
    expect(activeHeadingId(headings, 10)).toBe("a");
  });

  it("is the first heading before any has scrolled past", () => {
    expect(activeHeadingId([{ id: "a", top: 300 }], 80)).toBe("a");
    expect(activeHeadingId([], 80)).toBeUndefined();
  });
});
