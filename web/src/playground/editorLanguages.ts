import type { Extension } from "@codemirror/state";

export type EditorLanguage = "html" | "js" | "ts" | "css";

// Each language is a chunk of its own, loaded when an editor first shows a file in it
// (HTML's brings the languages of the scripts and styles it embeds).
const loaders: Record<EditorLanguage, () => Promise<Extension>> = {
  html: async () => (await import("@codemirror/lang-html")).html(),
  js: async () => (await import("@codemirror/lang-javascript")).javascript(),
  ts: async () => (await import("@codemirror/lang-javascript")).javascript({ typescript: true }),
  css: async () => (await import("@codemirror/lang-css")).css(),
};

/** The editor's support of a language: its highlighting, indentation and completion. */
export function loadLanguage(language: EditorLanguage): Promise<Extension> {
  return loaders[language]();
}
