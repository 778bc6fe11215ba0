import { describe, expect, it } from "vitest";
import { internalTarget, pageDataUrl, routeOf, routePath, routeUrl } from "./routes";
// The engine's tests read the same vectors: one encoding of routes on both sides.
import vectors from "../../../crates/model/tests/route_urls.json";

const base = "/webcomponents/v1/";

describe("routes", () => {
  it("maps pathnames under the base to routes with one trailing slash", () => {
    expect(routeOf("/webcomponents/v1/", base)).toBe("");
    expect(routeOf("/webcomponents/v1", base)).toBe("");
    expect(routeOf("/webcomponents/v1/docs/FAQ", base)).toBe("docs/FAQ/");
    expect(routeOf("/webcomponents/v1/docs/Release%20Management/", base)).toBe("docs/Release Management/");
    expect(routeOf("/elsewhere/", base)).toBeNull();
  });

  it("encodes routes for the router and for page data", () => {
    expect(routePath("docs/Release Management/")).toBe("/docs/Release%20Management/");
    expect(routeUrl(base, "")).toBe("/webcomponents/v1/");
    expect(routeUrl(base, "docs/Release Management/")).toBe("/webcomponents/v1/docs/Release%20Management/");
    expect(pageDataUrl(base, "")).toBe("/webcomponents/v1/data/index.json");
    expect(pageDataUrl(base, "docs/Release Management/")).toBe("/webcomponents/v1/data/docs/Release%20Management/index.json");
  });

  it("encodes every route as the engine does, and reads it back", () => {
    for (const { route, url } of vectors.cases) {
      expect(routeUrl(vectors.base, route), JSON.stringify(route)).toBe(url);
      expect(routeOf(url, vectors.base)).toBe(route === "" ? "" : route);
    }
  });

  it("recognises links into the site and leaves the rest to the browser", () => {
    const current = "http://127.0.0.1:3000/webcomponents/v1/docs/advanced/scoping/";
    expect(internalTarget("/webcomponents/v1/docs/FAQ/#browsers", base, current)).toEqual({
      route: "docs/FAQ/",
      path: "/docs/FAQ/",
      hash: "#browsers",
    });
    expect(internalTarget("https://github.com/SAP", base, current)).toBeNull();
    expect(internalTarget("/webcomponents/v1/img/logo.svg", base, current)).toBeNull();
    expect(internalTarget("/other/", base, current)).toBeNull();
  });

  it("resolves an in-page anchor against the page it is on, not the site root", () => {
    const current = "http://127.0.0.1:3000/webcomponents/v1/docs/advanced/scoping/";
    expect(internalTarget("#usage", base, current)).toEqual({
      route: "docs/advanced/scoping/",
      path: "/docs/advanced/scoping/",
      hash: "#usage",
    });
  });
});
