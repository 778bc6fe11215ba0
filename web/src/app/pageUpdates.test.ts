import { cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LoadedPage } from "../data/pageLoader";
import type { SiteData } from "../data/types";

const loadPage = vi.fn((_site: SiteData, route: string) => Promise.resolve({ status: "notFound", route } as LoadedPage));
const forgetPage = vi.fn();
vi.mock("../data/pageLoader", () => ({ loadPage, forgetPage }));

const { PAGE_UPDATED_EVENT, usePageUpdates } = await import("./pageUpdates");
const site = { routes: ["docs/", "docs/FAQ/"] } as unknown as SiteData;
const announce = (routes: string[]) => window.dispatchEvent(new CustomEvent(PAGE_UPDATED_EVENT, { detail: routes }));

describe("pages updated by the dev server", () => {
  beforeEach(() => {
    loadPage.mockClear();
    forgetPage.mockClear();
  });
  afterEach(cleanup);

  it("loads the shown page again and hands it over", async () => {
    const show = vi.fn();
    renderHook(() => usePageUpdates(site, "docs/FAQ/", show));
    announce(["docs/FAQ/"]);
    await waitFor(() => expect(show).toHaveBeenCalledWith({ status: "notFound", route: "docs/FAQ/" }));
    expect(forgetPage).toHaveBeenCalledWith("docs/FAQ/");
  });

  it("only forgets other pages, so that a later visit loads them anew", async () => {
    const show = vi.fn();
    renderHook(() => usePageUpdates(site, "docs/", show));
    announce(["docs/FAQ/"]);
    expect(forgetPage).toHaveBeenCalledWith("docs/FAQ/");
    expect(loadPage).not.toHaveBeenCalled();
    expect(show).not.toHaveBeenCalled();
  });

  it("stops listening when the page host goes", () => {
    const { unmount } = renderHook(() => usePageUpdates(site, "docs/FAQ/", vi.fn()));
    unmount();
    announce(["docs/FAQ/"]);
    expect(forgetPage).not.toHaveBeenCalled();
  });
});
