import { describe, expect, it } from "vitest";
import { guessFromPath } from "./NotFoundPage";

describe("the not-found page's guess", () => {
  it("is the last segment of the missing path, decoded", () => {
    expect(guessFromPath("/components/Buton/")).toBe("Buton");
    expect(guessFromPath("/docs/Release%20Managment")).toBe("Release Managment");
    expect(guessFromPath("/docs/old-page.html")).toBe("old-page");
    expect(guessFromPath("/")).toBe("");
    expect(guessFromPath("/bad/%E0%A4%A")).toBe("%E0%A4%A");
  });
});
