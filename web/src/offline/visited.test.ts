import { describe, expect, it, vi } from "vitest";
import { isOfThisBuild, routeOfPageData, settle } from "./visited";

describe("settle", () => {
  it("runs every task, a few at a time, to the end whatever fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    let running = 0;
    let most = 0;
    const outcomes: boolean[] = [];
    const items = Array.from({ length: 10 }, (_, i) => i);
    const succeeded = await settle(
      items,
      async (item) => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 1));
        running--;
        if (item % 3 === 0) throw new Error(`item ${item}`);
      },
      (ok) => outcomes.push(ok),
    );
    expect(succeeded).toBe(6);
    expect(outcomes).toHaveLength(10);
    expect(outcomes.filter((ok) => !ok)).toHaveLength(4);
    expect(most).toBe(4);
    expect(warn).toHaveBeenCalledTimes(4);
    warn.mockRestore();
  });

  it("does nothing for nothing", async () => {
    expect(await settle([], async () => {})).toBe(0);
  });
});

describe("isOfThisBuild", () => {
  it("tells a document by the app script it loads", () => {
    const html = '<script type="module" src="/b/assets/main-AbC1.js"></script>';
    expect(isOfThisBuild(html, "/b/assets/main-AbC1.js")).toBe(true);
    expect(isOfThisBuild(html, "/b/assets/main-XyZ2.js")).toBe(false);
  });
});

describe("routeOfPageData", () => {
  it("gives the route of a page's data", () => {
    expect(routeOfPageData("http://h/b/data/docs/FAQ/index.json", "/b/")).toBe("docs/FAQ/");
    expect(routeOfPageData("http://h/b/data/index.json", "/b/")).toBe("");
    expect(routeOfPageData("http://h/b/data/docs/%C3%84%20b/index.json", "/b/")).toBe("docs/Ä b/");
  });

  it("is null for any other file", () => {
    expect(routeOfPageData("http://h/b/data/site.json", "/b/")).toBeNull();
    expect(routeOfPageData("http://h/b/docs/FAQ/", "/b/")).toBeNull();
    expect(routeOfPageData("http://h/other/data/x/index.json", "/b/")).toBeNull();
    expect(routeOfPageData("http://h/b/data/%E0%A4%A/index.json", "/b/")).toBeNull();
  });
});
