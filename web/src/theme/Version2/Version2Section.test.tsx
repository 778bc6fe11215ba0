import { cleanup, render, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { SiteContext } from "../../app/SiteContext";
import type { SiteData, Version2 } from "../../data/types";
import { Version2Section } from "./Version2Section";

afterEach(cleanup);

const site = { baseUrl: "/webcomponents/v1/" } as SiteData;
const heading = { level: 2, id: "in-version-2", text: "In version 2" };

function Providers({ children }: { children: ReactNode }) {
  return (
    <SiteContext.Provider value={site}>
      <article className="markdown">{children}</article>
    </SiteContext.Provider>
  );
}

function show(name: string, version2: Version2) {
  return render(<Version2Section name={name} version2={version2} />, { wrapper: Providers });
}

const badge: Version2 = {
  heading,
  name: "Tag",
  url: "https://ui5.github.io/webcomponents/components/Tag/",
  changes: [
    {
      item: "Tag",
      old: "<p><code>&lt;ui5-badge&gt;</code></p>\n",
      new: "<p><code>&lt;ui5-tag&gt;</code></p>\n",
      todo: "<p>Write <code>&lt;ui5-tag&gt;</code>.</p>\n",
      mechanical: true,
    },
    { item: "Property", old: "<p><code>colorScheme</code></p>\n", todo: "<p>Leave it out.</p>\n", mechanical: false },
  ],
  added: "<p>Version 2 adds properties <code>design</code>.</p>\n",
  guide: { title: "Migrating to Version 2", route: "docs/migrating-to-version-2/", converterId: "convert-your-markup" },
};

describe("the In version 2 section", () => {
  it("has its heading with its anchor, and links to the counterpart on the version 2 site", () => {
    const { container } = show("Badge", badge);
    expect(container.querySelector("h2#in-version-2")!.textContent).toBe("In version 2#");
    const counterpart = container.querySelector(".version2-counterpart")!;
    expect(counterpart.textContent).toBe("Version 2 documents it as Tag.");
    expect(
      within(counterpart as HTMLElement)
        .getByRole("link", { name: "Tag" })
        .getAttribute("href"),
    ).toBe(badge.url);
  });

  it("lists the changes in a table of four columns, the tag first", () => {
    const { container } = show("Badge", badge);
    const table = container.querySelector("table.version2-table")!;
    expect(table.querySelector("caption")!.textContent).toBe("Changes to Badge in version 2");
    expect(Array.from(table.querySelectorAll("thead th")).map((th) => th.textContent)).toEqual(["Item", "1.24", "2.x", "What to do"]);
    const first = table.querySelectorAll("tbody tr")[0];
    expect(Array.from(first.querySelectorAll("td")).map((td) => td.textContent!.trim())).toEqual([
      "Tag",
      "<ui5-badge>",
      "<ui5-tag>",
      "Done by the ConverterWrite <ui5-tag>.",
    ]);
  });

  it("marks what the converter does, with a link to it on the migration page", () => {
    const { container } = show("Badge", badge);
    const rows = container.querySelectorAll("tbody tr");
    const converter = within(rows[0] as HTMLElement).getByRole("link", { name: "Done by the Converter" });
    expect(converter.getAttribute("href")).toBe("/webcomponents/v1/docs/migrating-to-version-2/#convert-your-markup");
    expect(rows[1].querySelector(".version2-converter")).toBeNull();
  });

  it("says so when 2.x has nothing in place of an item", () => {
    const { container } = show("Badge", badge);
    const cell = container.querySelectorAll("tbody tr")[1].querySelectorAll("td")[2];
    expect(cell.querySelector('[aria-hidden="true"]')!.textContent).toBe("—");
    expect(cell.querySelector(".visually-hidden")!.textContent).toBe("none in 2.x");
  });

  it("ends with what version 2 adds", () => {
    const { container } = show("Badge", badge);
    expect(container.querySelector(".version2-added")!.textContent).toBe("Version 2 adds properties design.\n");
  });

  it("says nothing changes when nothing does", () => {
    const { container } = show("Card", { heading, name: "Card", url: "https://ui5.github.io/webcomponents/components/Card/", changes: [] });
    expect(container.querySelector("table")).toBeNull();
    expect(container.textContent).toContain("Nothing of Card changes in version 2.");
  });

  it("says when version 2's packages have no counterpart", () => {
    const { container } = show("Badge", { heading, changes: badge.changes });
    expect(container.querySelector(".version2-counterpart")!.textContent).toBe("Version 2's packages have no counterpart of Badge.");
    expect(container.querySelector(".version2-counterpart a")).toBeNull();
  });
});
