// The messages between a page and its sample previews (spec section 7).

import type { ContentDensity, TextDirection, Theme } from "../data/contracts";

export type { ContentDensity, TextDirection, Theme };

export interface Settings {
  theme: Theme;
  contentDensity: ContentDensity;
  textDirection: TextDirection;
}

/** Page to preview: apply display settings. */
export interface SettingsMessage {
  settings: Settings;
}

/** Page to preview: run edited code in place of the sample's own. */
export interface CodeMessage {
  code: { html: string; js: string; css: string };
}

/** Preview to page: the content height, so the page can size the iframe. */
export interface HeightMessage {
  height: number;
  iframeId: string;
}

export function isSettingsMessage(data: unknown): data is SettingsMessage {
  return typeof data === "object" && data !== null && typeof (data as SettingsMessage).settings === "object";
}

export function isCodeMessage(data: unknown): data is CodeMessage {
  return typeof data === "object" && data !== null && typeof (data as CodeMessage).code === "object";
}

export function isHeightMessage(data: unknown): data is HeightMessage {
  const message = data as HeightMessage;
  return typeof data === "object" && data !== null && typeof message.height === "number" && typeof message.iframeId === "string";
}

/**
 * Whether a message reaching a preview comes from the page that embeds it, on the
 * site's own origin (`siteOrigin`, see siteOrigin.ts). Only that page may change the
 * preview: a page of another origin that frames or opens a preview must not run code
 * in it.
 */
export function isFromEmbeddingPage(event: Pick<MessageEvent, "origin" | "source">, preview: Window, siteOrigin: string): boolean {
  return preview.parent !== preview && event.source === preview.parent && event.origin === siteOrigin;
}

/** The preview URL fragment carrying the iframe id and the settings to start with. */
export function previewHash(iframeId: string, settings: Settings): string {
  const params = new URLSearchParams({ iframeId, ...settings });
  return `#${params.toString()}`;
}

/** Reads the fragment written by `previewHash`. */
export function readPreviewHash(hash: string): { iframeId: string; settings: Partial<Settings> } {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const settings: Partial<Settings> = {};
  const theme = params.get("theme");
  const contentDensity = params.get("contentDensity");
  const textDirection = params.get("textDirection");
  if (theme) settings.theme = theme as Theme;
  if (contentDensity === "Cozy" || contentDensity === "Compact") settings.contentDensity = contentDensity;
  if (textDirection === "LTR" || textDirection === "RTL") settings.textDirection = textDirection;
  return { iframeId: params.get("iframeId") ?? "", settings };
}
