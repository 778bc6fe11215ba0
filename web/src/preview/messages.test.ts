import { describe, expect, it } from "vitest";
import { isHeightMessage, isSettingsMessage, previewHash, readPreviewHash } from "./messages";

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
});
