import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Each test gets a fresh module, so the settings cache starts empty.
async function preferences() {
  vi.resetModules();
  return import("./preferences");
}

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  delete document.documentElement.dataset.contrast;
});
afterEach(() => vi.restoreAllMocks());

describe("preferences", () => {
  it("defaults to Morning Horizon, Compact and LTR", async () => {
    const { readSettings } = await preferences();
    expect(readSettings()).toEqual({ theme: "sap_horizon", contentDensity: "Compact", textDirection: "LTR" });
  });

  it("ignores stored values it does not know", async () => {
    localStorage.setItem("ui5-theme", "sap_belize");
    localStorage.setItem("ui5-content-density", "Cozy");
    const { readSettings } = await preferences();
    expect(readSettings()).toEqual({ theme: "sap_horizon", contentDensity: "Cozy", textDirection: "LTR" });
  });

  it("maps every theme to the spec's colour mode and counterpart", async () => {
    const { colorModeOf, counterpartOf, THEMES } = await preferences();
    const light = THEMES.filter((t) => colorModeOf(t.value) === "light").map((t) => t.value);
    expect(light).toEqual(["sap_horizon", "sap_horizon_hcw", "sap_fiori_3", "sap_fiori_3_hcw"]);
    for (const { value } of THEMES) {
      expect(counterpartOf(counterpartOf(value))).toBe(value);
      expect(colorModeOf(counterpartOf(value))).not.toBe(colorModeOf(value));
    }
  });

  it("stores the three keys and the colour mode, and shows the mode on the document", async () => {
    const { updateSettings } = await preferences();
    updateSettings({ theme: "sap_fiori_3_hcb", textDirection: "RTL" });
    expect(localStorage.getItem("ui5-theme")).toBe("sap_fiori_3_hcb");
    expect(localStorage.getItem("ui5-text-direction")).toBe("RTL");
    expect(localStorage.getItem("ui5-content-density")).toBe("Compact");
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(document.documentElement.dataset.theme).toBe("dark");
  });

  it("makes the site high contrast with exactly the four high-contrast themes", async () => {
    const { contrastOf, THEMES } = await preferences();
    const high = THEMES.filter((t) => contrastOf(t.value) === "high").map((t) => t.value);
    expect(high).toEqual(["sap_horizon_hcb", "sap_horizon_hcw", "sap_fiori_3_hcb", "sap_fiori_3_hcw"]);
  });

  it("shows the contrast on the document when the theme changes, and takes it away again", async () => {
    const { updateSettings } = await preferences();
    updateSettings({ theme: "sap_horizon_hcw" });
    expect(document.documentElement.dataset).toMatchObject({ theme: "light", contrast: "high" });
    updateSettings({ theme: "sap_horizon_hcb" });
    expect(document.documentElement.dataset).toMatchObject({ theme: "dark", contrast: "high" });
    updateSettings({ theme: "sap_horizon_dark" });
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(document.documentElement.hasAttribute("data-contrast")).toBe(false);
  });

  it("shows the stored theme's contrast on the document from the first read", async () => {
    localStorage.setItem("ui5-theme", "sap_fiori_3_hcw");
    const { useSettings } = await preferences();
    renderHook(() => useSettings());
    expect(document.documentElement.dataset.contrast).toBe("high");
  });

  it("keeps working with a warning when storage throws", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const { readSettings, updateSettings } = await preferences();
    updateSettings({ theme: "sap_horizon_dark" });
    expect(readSettings().theme).toBe("sap_horizon_dark");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Browser storage is unavailable"), expect.anything());
  });
});
