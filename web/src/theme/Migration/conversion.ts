// What the markup converter (crates/converter, in the browser through
// web/src/migration/converterCore.ts) answers, as the converter's section reads it.

/** How a text is read: HTML (a page, a fragment, a template), or a script's imports and event names. */
export type SourceKind = "Markup" | "Script";

/** One change: the input's UTF-16 code units `start..end` become `text`. */
export type ConversionEdit = { start: number; end: number; text: string };

/** What a note says: the converter changed something, something needs a hand, or good to know. */
export type NoteKind = "changed" | "byHand" | "info";

/** Something the reader should know about a place of the input (line and column from 1). */
export type ConversionNote = { line: number; column: number; kind: NoteKind; message: string };

/** A text converted, and what was done to it. */
export type Conversion = { output: string; edits: ConversionEdit[]; notes: ConversionNote[] };

/** The converter, once loaded. */
export type Converter = { convert(text: string, kind: SourceKind): Conversion };

/** The files the tool takes, by extension. */
export const ACCEPTED_FILES = [".html", ".htm", ".vue", ".js", ".mjs", ".ts", ".jsx", ".tsx"];

const SCRIPT_FILE = /\.(js|mjs|ts|jsx|tsx)$/i;

/** How a file is read, by its name: scripts as scripts, the rest (HTML, Vue) as markup. */
export function sourceKindOf(fileName: string): SourceKind {
  return SCRIPT_FILE.test(fileName) ? "Script" : "Markup";
}

/** What a converted text is saved as: the file's own name, or a name for pasted text. */
export function downloadName(fileName: string | null, kind: SourceKind): string {
  if (fileName) return fileName;
  return kind === "Script" ? "converted.js" : "converted.html";
}

/** How many changes the converter made and how many are left to do by hand (as `site migrate` counts them). */
export function conversionCounts(conversion: Conversion): { changed: number; byHand: number } {
  let changed = 0;
  let byHand = 0;
  for (const note of conversion.notes) {
    if (note.kind === "changed") changed++;
    else if (note.kind === "byHand") byHand++;
  }
  return { changed, byHand };
}

/** A note's message in pieces: plain text, and code where it has backticks. */
export function messageParts(message: string): { code: boolean; text: string }[] {
  return message
    .split("`")
    .map((text, index) => ({ code: index % 2 === 1, text }))
    .filter((part) => part.text !== "");
}
