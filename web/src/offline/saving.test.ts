import { describe, expect, it } from "vitest";
import { formatSize, totalSize } from "./saving";

describe("totalSize", () => {
  it("adds up every file of every page", () => {
    const list = {
      pages: [
        {
          files: [
            { url: "/b/", size: 1000 },
            { url: "/b/data/index.json", size: 500 },
          ],
        },
        { files: [{ url: "/b/x/", size: 2 }] },
      ],
    };
    expect(totalSize(list)).toBe(1502);
    expect(totalSize({ pages: [] })).toBe(0);
  });

  it("counts a file several pages share once", () => {
    const chunk = { url: "/b/local-cdn/bundles/1/chunks/common.js", size: 300 };
    const list = { pages: [{ files: [{ url: "/b/a/", size: 10 }, chunk] }, { files: [{ url: "/b/b/", size: 20 }, chunk] }] };
    expect(totalSize(list)).toBe(330);
  });
});

describe("formatSize", () => {
  it("gives kilobytes below a megabyte and megabytes with a decimal above", () => {
    expect(formatSize(120)).toBe("1 KB");
    expect(formatSize(840_400)).toBe("840 KB");
    expect(formatSize(12_449_999)).toBe("12.4 MB");
  });
});
