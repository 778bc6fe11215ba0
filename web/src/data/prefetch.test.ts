import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SiteData } from "./types";

const loadPage = vi.fn(() => Promise.resolve({ status: "notFound" as const, route: "" }));
vi.mock("./pageLoader", () => ({ loadPage, prefetchAllowed: () => true }));

const { prefetchWhenIdle, resetPrefetch } = await import("./prefetch");
const { holdPrefetches } = await import("./prefetchHolds");
const site = { routes: ["docs/", "docs/FAQ/"] } as unknown as SiteData;

describe("prefetching in the background", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    loadPage.mockClear();
    resetPrefetch();
  });
  afterEach(() => vi.useRealTimers());

  it("loads each route once, one after the other", async () => {
    prefetchWhenIdle(site, "docs/");
    prefetchWhenIdle(site, "docs/FAQ/");
    prefetchWhenIdle(site, "docs/");
    await vi.runAllTimersAsync();
    expect(loadPage.mock.calls.map((call) => (call as unknown[])[1])).toEqual(["docs/", "docs/FAQ/"]);
    prefetchWhenIdle(site, "docs/FAQ/");
    await vi.runAllTimersAsync();
    expect(loadPage).toHaveBeenCalledTimes(2);
  });

  it("waits while held, and goes on, one at a time, once every hold is released", async () => {
    const releaseSearch = holdPrefetches();
    const releaseOther = holdPrefetches();
    prefetchWhenIdle(site, "docs/");
    prefetchWhenIdle(site, "docs/FAQ/");
    await vi.runAllTimersAsync();
    expect(loadPage).not.toHaveBeenCalled();
    releaseSearch();
    releaseSearch();
    await vi.runAllTimersAsync();
    expect(loadPage).not.toHaveBeenCalled();
    releaseOther();
    await vi.runAllTimersAsync();
    expect(loadPage.mock.calls.map((call) => (call as unknown[])[1])).toEqual(["docs/", "docs/FAQ/"]);
  });

  it("lets a prefetch under way finish, and starts no second queue when a hold ends meanwhile", async () => {
    let finish = () => {};
    loadPage.mockImplementationOnce(() => new Promise((resolve) => (finish = () => resolve({ status: "notFound", route: "" }))));
    prefetchWhenIdle(site, "docs/");
    prefetchWhenIdle(site, "docs/FAQ/");
    await vi.runAllTimersAsync();
    expect(loadPage).toHaveBeenCalledTimes(1);
    holdPrefetches()();
    await vi.runAllTimersAsync();
    expect(loadPage).toHaveBeenCalledTimes(1);
    finish();
    await vi.runAllTimersAsync();
    expect(loadPage).toHaveBeenCalledTimes(2);
  });

  it("loads nothing when the connection does not allow it", async () => {
    prefetchWhenIdle(site, "docs/", false);
    await vi.runAllTimersAsync();
    expect(loadPage).not.toHaveBeenCalled();
  });
});
