import { describe, expect, it } from "vitest";
import { isApplePlatform, isSearchShortcut, shortcutHint, shortcutKeys } from "./shortcut";

const key = (key: string, modifiers: Partial<{ metaKey: boolean; ctrlKey: boolean; altKey: boolean; shiftKey: boolean }>) => ({
  key,
  metaKey: false,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe("the search shortcut", () => {
  it("is Cmd+K on Apple systems and Ctrl+K elsewhere", () => {
    expect(isApplePlatform({ platform: "MacIntel" })).toBe(true);
    expect(isApplePlatform({ userAgentData: { platform: "macOS" } })).toBe(true);
    expect(isApplePlatform({ platform: "iPhone" })).toBe(true);
    expect(isApplePlatform({ platform: "Linux x86_64" })).toBe(false);
    expect(isApplePlatform({ userAgentData: { platform: "Windows" }, platform: "Win32" })).toBe(false);
    expect([shortcutHint(true), shortcutHint(false)]).toEqual(["⌘+K", "Ctrl+K"]);
    expect([shortcutKeys(true), shortcutKeys(false)]).toEqual(["Meta+K", "Control+K"]);
  });

  it("takes either modifier, and no other", () => {
    expect(isSearchShortcut(key("k", { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key("K", { metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key("k", {}))).toBe(false);
    expect(isSearchShortcut(key("k", { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(key("j", { ctrlKey: true }))).toBe(false);
  });
});
