import { describe, expect, it } from "vitest";
import { logged, type LogEntry } from "./EventLog";

describe("the events log", () => {
  it("counts an event repeated, and lists another one after it", () => {
    let entries: LogEntry[] = [];
    entries = logged(entries, "input", '{value: "a"}');
    entries = logged(entries, "input", '{value: "a"}');
    entries = logged(entries, "change", "{}");
    entries = logged(entries, "input", '{value: "a"}');
    expect(entries.map(({ name, count }) => [name, count])).toEqual([
      ["input", 2],
      ["change", 1],
      ["input", 1],
    ]);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(3);
  });

  it("keeps the latest hundred", () => {
    let entries: LogEntry[] = [];
    for (let index = 0; index < 150; index += 1) entries = logged(entries, "click", String(index));
    expect(entries).toHaveLength(100);
    expect(entries.at(-1)?.detail).toBe("149");
  });
});
