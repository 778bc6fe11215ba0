import { describe, expect, it } from "vitest";
import { describe as describeValue, formatArguments } from "./consoleFormat";

describe("formatArguments", () => {
  it("shows strings as they are and describes other values", () => {
    expect(formatArguments(["Count:", 3, true, null, undefined, 10n])).toBe("Count: 3 true null undefined 10n");
    expect(formatArguments([{ a: 1, "b-c": "x", list: [1, "two"] }])).toBe('{a: 1, "b-c": "x", list: [1, "two"]}');
    expect(formatArguments([new TypeError("bad")])).toBe("TypeError: bad");
    expect(formatArguments([function named() {}])).toBe("ƒ named()");
  });

  it("applies printf-style directives", () => {
    expect(formatArguments(["%s has %d items (%i%%)", "cart", "3.7", 42, "extra"])).toBe("cart has 3 items (42%) extra");
    expect(formatArguments(["%cstyled", "color: red"])).toBe("styled");
  });

  it("describes elements, maps, sets and circular objects briefly", () => {
    const element = document.createElement("ui5-button");
    element.id = "save";
    element.className = "primary big";
    expect(describeValue(element)).toBe('<ui5-button id="save" class="primary big">');
    expect(describeValue(new Map([["k", 1]]))).toBe('Map(1) {"k" => 1}');
    expect(describeValue(new Set([1, 2]))).toBe("Set(2) {1, 2}");
    const loop: Record<string, unknown> = { name: "loop" };
    loop.self = loop;
    expect(describeValue(loop)).toBe('{name: "loop", self: [Circular]}');
    expect(describeValue({ a: { b: { c: { d: 1 } } } })).toBe("{a: {b: {c: {…}}}}");
  });

  it("cuts very long entries and long lists", () => {
    expect(formatArguments(["x".repeat(20_000)])).toHaveLength(10_001);
    expect(describeValue(Array.from({ length: 60 }, (_, i) => i))).toMatch(/, 49, … 10 more\]$/);
  });
});
