// The keyboard shortcut that focuses the search box: Cmd+K on Apple systems,
// Ctrl+K elsewhere.

interface PlatformInfo {
  platform?: string;
  userAgentData?: { platform?: string };
}

export function isApplePlatform(info: PlatformInfo = navigator as Navigator & PlatformInfo): boolean {
  return /mac|iphone|ipad|ipod/i.test(info.userAgentData?.platform ?? info.platform ?? "");
}

/** The hint shown in the search box. */
export function shortcutHint(apple: boolean): string {
  return apple ? "⌘+K" : "Ctrl+K";
}

/** The shortcut as `aria-keyshortcuts` names it. */
export function shortcutKeys(apple: boolean): string {
  return apple ? "Meta+K" : "Control+K";
}

/** Whether a key press is the shortcut (either modifier works on any system). */
export function isSearchShortcut(event: Pick<KeyboardEvent, "key" | "metaKey" | "ctrlKey" | "altKey" | "shiftKey">): boolean {
  return event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey;
}
