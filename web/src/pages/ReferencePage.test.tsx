import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SiteContext } from "../app/SiteContext";
import { SiteLinksProvider } from "../app/SiteLinksProvider";
import type { SiteData } from "../data/types";
import { BASE_URL, buttonPage } from "../theme/ApiReference/testData";
import ReferencePage from "./ReferencePage";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const site = { baseUrl: BASE_URL, routes: [] } as unknown as SiteData;

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function showButtonPage() {
  return render(
    <MemoryRouter basename={BASE_URL} initialEntries={[`${BASE_URL}components/Button/`]}>
      <SiteContext.Provider value={site}>
        <SiteLinksProvider>
          <ReferencePage page={buttonPage()} />
          <Location />
        </SiteLinksProvider>
      </SiteContext.Provider>
    </MemoryRouter>,
  );
}

describe("ReferencePage", () => {
  it("shows the API in the docs' frame: breadcrumbs, article, table of contents", () => {
    showButtonPage();
    expect(screen.getByRole("navigation", { name: "Breadcrumbs" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Button" }).closest("article.markdown")).not.toBeNull();
    expect(within(screen.getByRole("navigation", { name: "On this page" })).getByRole("link", { name: "design" })).toBeTruthy();
  });

  it("follows links of the article inside the app", () => {
    showButtonPage();
    const link = within(document.querySelector("article")!).getByRole("link", { name: "ButtonDesign" });
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByTestId("location").textContent).toBe("/components/enums/ButtonDesign/");
  });

  it("copies a code block's code with its copy button", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    showButtonPage();
    const button = document.querySelector<HTMLButtonElement>("article .code-block .copy-button")!;
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith('import "@ui5/webcomponents/dist/Button.js";');
    expect(button.textContent).toBe("Copied");
  });
});
