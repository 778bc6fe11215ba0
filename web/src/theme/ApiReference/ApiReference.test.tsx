import { act, cleanup, render, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SiteContext } from "../../app/SiteContext";
import type {
  CardIndex,
  ComponentReference,
  EnumReference,
  InterfaceReference,
  PageOf,
  ReferenceKind,
  SampleData,
  SiteData,
  TryIt,
} from "../../data/types";
import { ApiReference } from "./ApiReference";
import { BASE_URL, BASIC_SAMPLE, MORE_SAMPLE, buttonReference, emptyApi, heading } from "./testData";

afterEach(cleanup);

// The Try it section is a component of its own; here, what it is given.
vi.mock("../TryIt/TryItSection", () => ({
  TryItSection: (props: { tryIt: TryIt; tag: string; component: string; api: unknown }) => (
    <section className="try-it-stub" data-tag={props.tag} data-component={props.component} data-has-api={String(props.api !== undefined)} />
  ),
}));

const site = { baseUrl: BASE_URL } as SiteData;

function Providers({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <SiteContext.Provider value={site}>
        <article className="markdown">{children}</article>
      </SiteContext.Provider>
    </MemoryRouter>
  );
}

/** A reference page's data as the tests write it: the API, tagged with what it describes. */
type Reference =
  | ({ type: "component" } & ComponentReference)
  | ({ type: "enum" } & EnumReference)
  | ({ type: "interface" } & InterfaceReference)
  | ({ type: "index" } & CardIndex);

/** The page of `reference`, titled `title`, its heading's id the title in lower case. */
function pageOf(title: string, reference: Reference, samples?: SampleData[]): PageOf<ReferenceKind> {
  const page = { route: "", title, titleId: title.toLowerCase(), html: "", toc: [], samples };
  switch (reference.type) {
    case "component":
      return { ...page, kind: "component", reference };
    case "enum":
      return { ...page, kind: "enum", reference };
    case "interface":
      return { ...page, kind: "interface", reference };
    case "index":
      return { ...page, kind: "cardIndex", reference };
  }
}

function show(title: string, reference: Reference, samples?: SampleData[]) {
  return render(<ApiReference page={pageOf(title, reference, samples)} />, { wrapper: Providers });
}

/** The facts table under an entry's heading, as label -> the cell. */
function facts(container: HTMLElement, id: string): Map<string, HTMLTableCellElement> {
  const table = container.querySelector(`h3#${id} + table.api-table`);
  expect(table, `a table under #${id}`).not.toBeNull();
  return new Map(
    Array.from(table!.querySelectorAll(":scope > tbody > tr")).map((row) => [
      row.querySelector(":scope > th")!.textContent!,
      row.querySelector(":scope > td")!,
    ]),
  );
}

const button = (): Reference => ({ type: "component", ...buttonReference() });
const buttonWithoutSamples = (): Reference => ({ ...button(), basicSample: undefined, moreSamples: undefined }) as Reference;

describe("a component's page", () => {
  it("starts with the title, the tag, the badges, the import and the description", () => {
    const { container } = show("Button", buttonWithoutSamples());
    const article = container.querySelector("article")!;
    expect(article.querySelector("h1")!.outerHTML).toBe('<h1 id="button">Button</h1>');
    expect(article.querySelector(".component-tag")!.innerHTML).toBe("<code>&lt;ui5-button&gt;</code>");
    expect(article.querySelector(".api-badges")!.textContent).toBe("Since 1.0.0 ");
    expect(article.querySelector(".code-block")!.textContent).toContain('import "@ui5/webcomponents/dist/Button.js";');
    expect(article.querySelector("h2#usage")).not.toBeNull();
  });

  it("lists a property of an enum type with its linked name, its values and its facts", () => {
    const { container } = show("Button", buttonWithoutSamples());
    const heading = container.querySelector("h3#design")!;
    expect(heading.textContent).toBe("design#");
    expect(
      within(heading as HTMLElement)
        .getByRole("link", { name: "Direct link to design" })
        .getAttribute("href"),
    ).toBe("#design");
    const rows = facts(container, "design");
    expect([...rows.keys()]).toEqual(["Description", "Type", "Default", "Readonly", "Since", "Deprecated"]);
    expect(rows.get("Description")!.textContent).toBe("Defines the component design.\n");
    const type = rows.get("Type")!;
    expect(within(type).getByRole("link", { name: "ButtonDesign" }).getAttribute("href")).toBe(
      "/webcomponents/v1/components/enums/ButtonDesign/",
    );
    expect(type.querySelector(".api-enum-values")!.innerHTML).toBe('<code>"Default"</code> | <code>"Emphasized"</code>');
    expect(rows.get("Default")!.innerHTML).toBe('<code>"Default"</code>');
    expect(rows.get("Readonly")!.textContent).toBe("false");
    expect(rows.get("Since")!.textContent).toBe("N/A");
    expect(rows.get("Deprecated")!.textContent).toBe("false");
  });

  it("says which class an inherited member comes from, and gives since and deprecated", () => {
    const { container } = show("Button", buttonWithoutSamples());
    const rows = facts(container, "accessiblenameref");
    expect([...rows.keys()]).toEqual(["Description", "Type", "Default", "Readonly", "Since", "Deprecated", "Inherited from"]);
    expect(rows.get("Inherited from")!.textContent).toBe("UI5Element");
    expect(rows.get("Since")!.textContent).toBe("1.1.0");
    expect(rows.get("Deprecated")!.textContent).toBe("use accessibleName");
    expect(facts(container, "getdomref").get("Inherited from")!.textContent).toBe("UI5Element");
  });

  it("gives a method without a return value the type void, and one with its type and description", () => {
    const { container } = show("Button", buttonWithoutSamples());
    const focus = facts(container, "focus");
    expect([...focus.keys()]).toEqual(["Description", "Return type", "Parameters", "Since", "Deprecated"]);
    expect(focus.get("Return type")!.innerHTML).toBe("<code>void</code>");
    expect(focus.get("Parameters")!.textContent).toBe("None");
    const returns = facts(container, "getdomref").get("Return type")!;
    expect(returns.querySelector("code")!.textContent).toBe("HTMLElement | undefined");
    expect(returns.textContent).toContain("The element.");
  });

  it("lists an event's type, parameters and whether it can be cancelled", () => {
    const { container } = show("Button", buttonWithoutSamples());
    const rows = facts(container, "click");
    expect(rows.get("Description")!.querySelector(".api-note")!.textContent).toBe("This event can be cancelled with preventDefault().");
    const type = rows.get("Type")!;
    expect(type.textContent).toBe("CustomEvent<IButton>");
    expect(within(type).getByRole("link", { name: "IButton" }).getAttribute("href")).toBe(
      "/webcomponents/v1/components/interfaces/IButton/",
    );
    const parameter = rows.get("Parameters")!.querySelector("table.api-parameters tbody tr")!;
    expect(Array.from(parameter.querySelectorAll("td"), (cell) => cell.textContent)).toEqual([
      "target optional",
      "HTMLElement",
      "The pressed element.\nDefault: null",
    ]);
  });

  it("lists CSS parts by name", () => {
    const { container } = show("Button", buttonWithoutSamples());
    const row = container.querySelector("h2#css-parts + table.api-list tbody tr")!;
    expect(Array.from(row.querySelectorAll("td"), (cell) => cell.textContent)).toEqual(["button", "Used to style the native button.\n"]);
  });

  it("says so for each empty section, and when there is no Basic sample", () => {
    const reference: Reference = {
      type: "component",
      tag: "ui5-li-custom",
      importCode: "",
      description: "",
      basicSample: { heading: heading("Basic Sample") },
      api: emptyApi(),
    };
    const { container } = show("CustomListItem", reference);
    const texts = Array.from(
      container.querySelectorAll("article > p:not(.component-tag), article > .static-island > p"),
      (p) => p.textContent,
    );
    expect(texts).toEqual([
      "No sample available for this component.",
      "No properties available for this component.",
      "No slots available for this component.",
      "No events available for this component.",
      "No methods available for this component.",
      "No CSS parts available for this component.",
    ]);
    expect(Array.from(container.querySelectorAll("h2"), (h) => h.id)).toEqual([
      "basic-sample",
      "properties",
      "slots",
      "events",
      "methods",
      "css-parts",
    ]);
  });

  it("has the Try it section right after the Basic sample", () => {
    const tryIt = { heading: heading("Try it"), markup: "<ui5-button>Button</ui5-button>", slots: [], elements: {} } as unknown as TryIt;
    const { container } = show("Button", { ...button(), tryIt } as Reference, [BASIC_SAMPLE, MORE_SAMPLE]);
    const section = container.querySelector<HTMLElement>(".sample-placeholder + h2#try-it + .try-it-stub")!;
    expect(section).not.toBeNull();
    expect(section.dataset).toMatchObject({ tag: "ui5-button", component: "Button", hasApi: "true" });
    expect(section.nextElementSibling!.firstElementChild!.id).toBe("properties");
    expect(container.querySelector("h2#try-it")!.textContent).toBe("Try it#");
  });

  it("shows the base element without tag and samples", () => {
    const reference: Reference = { type: "component", importCode: "", description: "<p>The base class.</p>", api: emptyApi() };
    const { container } = show("UI5Element", reference);
    expect(container.querySelector(".component-tag")).toBeNull();
    expect(container.querySelector("h1")!.id).toBe("ui5element");
    expect(container.querySelector("#basic-sample")).toBeNull();
    expect(container.querySelector(".sample-placeholder")).toBeNull();
  });
});

describe("a component's samples", () => {
  const page = () => (
    <Providers>
      <ApiReference page={pageOf("Button", button(), [BASIC_SAMPLE, MORE_SAMPLE])} />
    </Providers>
  );

  it("are their code in the prerendered page", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page());
    const placeholders = container.querySelectorAll<HTMLElement>(".sample-placeholder");
    expect(Array.from(placeholders, (p) => p.dataset.sampleId)).toEqual(["main/Button/Basic", "main/Button/Icons"]);
    expect(placeholders[0].querySelector(".code-block")!.textContent).toContain("<ui5-button>Save</ui5-button>");
    expect(placeholders[1].querySelector(".code-block")!.textContent).toContain("<ui5-button>Approve</ui5-button>");
    // The description comes before its sample; the second sample is under its own heading.
    expect(placeholders[0].previousElementSibling!.textContent).toBe("Buttons in each design.\n");
    expect(container.querySelector("h2#more-samples + h3#icons + .sample-placeholder")).not.toBeNull();
  });

  it("become live once the app has taken the page over, without a mismatch", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(page());
    // Nothing comes into view in this test.
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, page(), { onRecoverableError: recoverable }));
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    const placeholders = container.querySelectorAll(".sample-placeholder");
    expect(placeholders).toHaveLength(2);
    for (const placeholder of placeholders) {
      expect(placeholder.querySelector(".sample")).not.toBeNull();
      expect(placeholder.querySelector(".code-block")).toBeNull();
    }
    // The first sample runs at once, the next when the reader comes near it.
    expect(placeholders[0].querySelector("iframe")).not.toBeNull();
    expect(placeholders[1].querySelector("iframe")).toBeNull();
    act(() => root.unmount());
    container.remove();
    errors.mockRestore();
    vi.unstubAllGlobals();
  });
});

describe("an enum's and an interface's page", () => {
  it("lists an enum's values with their descriptions and deprecation notes", () => {
    const reference: Reference = {
      type: "enum",
      description: "<p>Different button designs.</p>",
      deprecated: "use something else",
      fields: {
        heading: heading("Enum fields"),
        items: [
          { name: "Default", description: "<p>default type</p>" },
          { name: "Old", description: "<p>old type</p>", deprecated: "since 1.2" },
        ],
      },
    };
    const { container } = show("ButtonDesign", reference);
    expect(container.querySelector(".api-badges")!.textContent).toBe("Deprecated use something else");
    const rows = container.querySelectorAll("h2#enum-fields + table.api-list tbody tr");
    expect(Array.from(rows, (row) => Array.from(row.querySelectorAll("td"), (cell) => cell.textContent))).toEqual([
      ["Default", "default type"],
      ["Old", "old typeDeprecated: since 1.2"],
    ]);
    expect(rows[1].querySelector(".api-deprecated")).not.toBeNull();
  });

  it("links an interface's implementations, or says it has none", () => {
    const reference: Reference = {
      type: "interface",
      description: "<p>Interface for components that may be used as a button.</p>",
      implementations: {
        heading: heading("Implementations"),
        items: [{ name: "Button", to: "components/Button/", module: "@ui5/webcomponents/dist/Button.js" }],
      },
    };
    const { container, unmount } = show("IButton", reference);
    const row = container.querySelector("h2#implementations + table.api-list tbody tr")!;
    expect(
      within(row as HTMLElement)
        .getByRole("link", { name: "Button" })
        .getAttribute("href"),
    ).toBe("/webcomponents/v1/components/Button/");
    expect(row.querySelector("code")!.textContent).toBe("@ui5/webcomponents/dist/Button.js");
    unmount();
    const none = show("IEmpty", { ...reference, implementations: { heading: heading("Implementations"), items: [] } } as Reference);
    expect(none.container.querySelector("h2#implementations + p")!.textContent).toBe(
      "This interface has no direct implementations among the components.",
    );
  });
});

describe("an index of the reference", () => {
  it("says what it lists and shows a grid of cards per section", () => {
    const reference: Reference = {
      type: "index",
      lists: "components",
      library: "Main",
      package: "@ui5/webcomponents",
      version: "1.24.24",
      sections: [
        {
          heading: heading("Components"),
          cards: [
            {
              title: "Button",
              to: "components/Button/",
              detail: "<ui5-button>",
              text: "The ui5-button component represents a simple push button.",
            },
          ],
        },
        {
          heading: heading("Enums and interfaces"),
          cards: [{ title: "Enums", to: "components/main/enums/", text: "40 enums: the allowed values of enum-typed properties." }],
        },
      ],
    };
    const { container } = show("Main", reference);
    expect(container.querySelector("h1 + p")!.innerHTML).toBe(
      "The components of <code>@ui5/webcomponents</code> at version 1.24.24. Each page lists the component's properties, slots, events, methods and CSS parts, with live samples.",
    );
    const card = container.querySelector<HTMLAnchorElement>("h2#components + .card-grid > a.card")!;
    expect(card.getAttribute("href")).toBe("/webcomponents/v1/components/Button/");
    expect(card.innerHTML).toBe(
      '<p class="card-title">Button</p><p class="card-detail"><code>&lt;ui5-button&gt;</code></p><p class="card-text">The ui5-button component represents a simple push button.</p>',
    );
    const enums = container.querySelector<HTMLAnchorElement>("h2#enums-and-interfaces + .card-grid > a.card")!;
    expect(enums.querySelector(".card-detail")).toBeNull();
    expect(enums.getAttribute("href")).toBe("/webcomponents/v1/components/main/enums/");
  });

  it("of enums or interfaces, has one grid without a heading", () => {
    const reference: Reference = {
      type: "index",
      lists: "enums",
      library: "Fiori",
      package: "@ui5/webcomponents-fiori",
      version: "1.24.24",
      sections: [{ cards: [{ title: "FCLLayout", to: "components/fiori/enums/FCLLayout/", text: "Layouts." }] }],
    };
    const { container } = show("Enums", reference);
    expect(container.querySelector("h1 + p")!.textContent).toBe(
      "The enums of the Fiori components: each lists the values an enum-typed property accepts.",
    );
    expect(container.querySelector("h2")).toBeNull();
    expect(container.querySelectorAll(".card-grid .card")).toHaveLength(1);
  });
});
