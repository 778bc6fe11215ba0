import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { SiteContext } from "../../app/SiteContext";
import type { SiteData } from "../../data/types";
import { MigrationChanges } from "./MigrationChanges";
import { migrationPackages } from "./testData";

afterEach(cleanup);

const site = { baseUrl: "/webcomponents/v1/" } as SiteData;

function Providers({ children }: { children: ReactNode }) {
  return (
    <SiteContext.Provider value={site}>
      <article className="markdown">{children}</article>
    </SiteContext.Provider>
  );
}

const changes = () => <MigrationChanges packages={migrationPackages()} converterHref="#convert-your-markup" />;

/** The groups that show, by heading. */
function shownGroups(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll<HTMLElement>(".migration-group:not([hidden]) h3")).map((h) => h.firstChild!.textContent!);
}

describe("the changes of the migration page", () => {
  it("show every package and group, prerendered, with their counts", () => {
    const html = renderToString(<Providers>{changes()}</Providers>);
    const doc = new DOMParser().parseFromString(html, "text/html");
    expect(doc.querySelectorAll("[hidden]")).toHaveLength(0);
    expect(Array.from(doc.querySelectorAll("h2")).map((h) => h.id)).toEqual(["ui5webcomponents", "ui5webcomponents-theming"]);
    expect(doc.querySelectorAll("h3")).toHaveLength(4);
    expect(doc.querySelector(".migration-filter-summary")!.textContent).toBe("5 changes in 2 components, 1 enum and 1 package-wide list.");
    expect(doc.querySelector(".migration-count")!.textContent).toBe("4 changes in 3 groups");
  });

  it("link each group to its reference page and give its tag", () => {
    const { container } = render(changes(), { wrapper: Providers });
    const badge = container.querySelector("h3#badge")!;
    expect(badge.querySelector("a:not(.hash-link)")!.getAttribute("href")).toBe("/webcomponents/v1/components/Badge/");
    expect(badge.nextElementSibling!.textContent).toBe("Component<ui5-badge>1 change");
    expect(container.querySelector("h3#themes a:not(.hash-link)")).toBeNull();
  });

  it("narrow to what the filter matches as the reader types, and update the counts", async () => {
    const { container } = render(changes(), { wrapper: Providers });
    await act(async () => fireEvent.change(screen.getByLabelText("Filter changes"), { target: { value: "icon" } }));
    expect(shownGroups(container)).toEqual(["Button"]);
    const button = container.querySelector("h3#button")!.parentElement!;
    expect(Array.from(button.querySelectorAll("tbody tr")).map((row) => row.hasAttribute("hidden"))).toEqual([false, true]);
    expect(button.querySelector(".migration-count")!.textContent).toBe("Component<ui5-button>1 of 2 changes shown");
    expect(screen.getByRole("status").textContent).toBe("Showing 1 of 5 changes in 1 component.");
    expect(container.querySelector(".migration-package:last-of-type")!.hasAttribute("hidden")).toBe(true);
  });

  it("keep only what is done by hand when asked", async () => {
    const { container } = render(changes(), { wrapper: Providers });
    await act(async () => fireEvent.click(screen.getByLabelText("By hand only")));
    expect(shownGroups(container)).toEqual(["Button", "Themes"]);
  });

  it("say when nothing matches, and show everything again on request", async () => {
    const { container } = render(changes(), { wrapper: Providers });
    await act(async () => fireEvent.change(screen.getByLabelText("Filter changes"), { target: { value: "  nothing-like-this " } }));
    expect(shownGroups(container)).toEqual([]);
    expect(container.querySelector(".migration-no-match p")!.textContent).toBe("No change matches “nothing-like-this”.");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Show every change" })));
    expect(shownGroups(container)).toEqual(["Badge", "Button", "ValueState", "Themes"]);
    expect((screen.getByLabelText("Filter changes") as HTMLInputElement).value).toBe("");
  });
});
