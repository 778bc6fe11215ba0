import { describe, expect, it } from "vitest";
import { isFromEmbeddingPage, isHeightMessage, isSettingsMessage, previewHash, readPreviewHash } from "./messages";

describe("preview messages", () => {
  it("round-trips the id and settings through the URL fragment", () => {
    const hash = previewHash("main/Button/Basic", { theme: "sap_horizon_dark", contentDensity: "Cozy", textDirection: "RTL" });
    expect(readPreviewHash(hash)).toEqual({
      iframeId: "main/Button/Basic",
      settings: { theme: "sap_horizon_dark", contentDensity: "Cozy", textDirection: "RTL" },
    });
  });

  it("recognises message shapes", () => {
    expect(isHeightMessage({ height: 120, iframeId: "x" })).toBe(true);
    expect(isHeightMessage({ height: "120", iframeId: "x" })).toBe(false);
    expect(isSettingsMessage({ settings: { theme: "sap_fiori_3" } })).toBe(true);
    expect(isSettingsMessage("settings")).toBe(false);
  });

  it("takes messages only from the embedding page on the site's origin", () => {
    const parent = {} as Window;
    const preview = { parent } as unknown as Window;
    const site = "https://site.example";
    expect(isFromEmbeddingPage({ origin: "https://site.example", source: parent }, preview, site)).toBe(true);
    expect(isFromEmbeddingPage({ origin: "https://evil.example", source: parent }, preview, site)).toBe(false);
    expect(isFromEmbeddingPage({ origin: "https://site.example", source: {} as Window }, preview, site)).toBe(false);
    const opened = {} as unknown as Window & { parent: Window };
    opened.parent = opened;
    expect(isFromEmbeddingPage({ origin: "https://site.example", source: opened }, opened, site)).toBe(false);
  });
});
