// The converter's edits as a diff to show: the input's lines, numbered as the notes
// number them, each with its text kept, removed or inserted.

import type { ConversionEdit } from "./conversion";

/** A piece of a line: text the converter kept, removed or inserted. */
export type DiffSegment = { kind: "same" | "del" | "ins"; text: string };

/** A line of the input (numbered from 1) with what the converter did to it. */
export type DiffLine = { number: number; segments: DiffSegment[]; changed: boolean };

/**
 * The edits in order, each inside the text and after the one before: the converter
 * gives them so; one that is not is left out rather than shown wrong.
 */
export function orderedEdits(input: string, edits: ConversionEdit[]): ConversionEdit[] {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  const kept: ConversionEdit[] = [];
  let pos = 0;
  for (const edit of sorted) {
    if (edit.start < pos || edit.end < edit.start || edit.end > input.length) continue;
    kept.push(edit);
    pos = edit.end;
  }
  return kept;
}

/** The input and its edits as one run of kept, removed and inserted text. */
export function diffSegments(input: string, edits: ConversionEdit[]): DiffSegment[] {
  const segments: DiffSegment[] = [];
  let pos = 0;
  for (const edit of orderedEdits(input, edits)) {
    if (edit.start > pos) segments.push({ kind: "same", text: input.slice(pos, edit.start) });
    if (edit.end > edit.start) segments.push({ kind: "del", text: input.slice(edit.start, edit.end) });
    if (edit.text !== "") segments.push({ kind: "ins", text: edit.text });
    pos = edit.end;
  }
  if (pos < input.length) segments.push({ kind: "same", text: input.slice(pos) });
  return segments;
}

/**
 * The diff by lines of the input: a line break the input has (kept or removed) starts
 * the next line, so the numbers are those of the notes; the breaks an insertion
 * brings stay inside its line. A line break ends a line without being part of it.
 */
export function diffLines(input: string, edits: ConversionEdit[]): DiffLine[] {
  const lines: DiffLine[] = [];
  let current: DiffLine = { number: 1, segments: [], changed: false };
  const add = (kind: DiffSegment["kind"], text: string) => {
    if (text === "") return;
    current.segments.push({ kind, text });
    if (kind !== "same") current.changed = true;
  };
  for (const segment of diffSegments(input, edits)) {
    if (segment.kind === "ins") {
      add("ins", segment.text);
      continue;
    }
    const pieces = segment.text.split("\n");
    pieces.forEach((piece, index) => {
      if (index > 0) {
        // A removed line break joins this line to the next: both are changed.
        if (segment.kind === "del") current.changed = true;
        lines.push(current);
        current = { number: current.number + 1, segments: [], changed: segment.kind === "del" };
      }
      // The carriage return of a CRLF line end is part of the break, not of the line.
      add(segment.kind, index < pieces.length - 1 ? piece.replace(/\r$/, "") : piece);
    });
  }
  // A text that ends with a line break has no last, empty line.
  if (current.segments.length > 0 || lines.length === 0 || !input.endsWith("\n")) lines.push(current);
  return lines;
}
