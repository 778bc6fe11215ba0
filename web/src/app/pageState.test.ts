import { describe, expect, it } from "vitest";
import { documentTitle, routeOfPathname, type PageState } from "./pageState";

const site = { title: "UI5 Web Components", titleDelimiter: "|" };

describe("page state helpers", () => {
  it("turns router pathnames into routes", () => {
    expect(routeOfPathname("/")).toBe("");
    expect(routeOfPathname("/docs/FAQ")).toBe("docs/FAQ/");
    expect(routeOfPathname("/docs/Release%20Management/")).toBe("docs/Release Management/");
  });

  it("titles pages as `Page | Site` and the home page with the site title", () => {
    const page = (title: string): PageState => ({
      status: "loaded",
      route: "",
      Component: () => null,
      data: { title, route: "", kind: "doc", html: "", toc: [] },
    });
    expect(documentTitle(page("FAQ"), site)).toBe("FAQ | UI5 Web Components");
    expect(documentTitle(page("UI5 Web Components"), site)).toBe("UI5 Web Components");
    expect(documentTitle({ status: "notFound", route: "x/" }, site)).toBe("Page Not Found | UI5 Web Components");
  });
});
