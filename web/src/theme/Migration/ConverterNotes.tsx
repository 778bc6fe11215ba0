import { memo } from "react";
import { messageParts, type ConversionNote, type NoteKind } from "./conversion";

/** The kinds of notes, in the order the reader needs them, with their headings. */
const KINDS: [kind: NoteKind, heading: string][] = [
  ["byHand", "By hand"],
  ["changed", "Changed"],
  ["info", "Good to know"],
];

/**
 * What the converter says of the text, by kind: what is left to do by hand, what it
 * changed, and what is good to know. Each note names its line and column; choosing it
 * shows that line in the diff.
 */
export const ConverterNotes = memo(function ConverterNotes({
  notes,
  onChoose,
}: {
  notes: ConversionNote[];
  onChoose: (line: number) => void;
}) {
  return (
    <div className="migration-notes">
      {KINDS.map(([kind, heading]) => {
        const ofKind = notes.filter((note) => note.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <div key={kind} className={`migration-notes-group migration-notes-${kind}`}>
            <h3>{`${heading} (${ofKind.length})`}</h3>
            <ul>
              {ofKind.map((note, index) => (
                <li key={index}>
                  <button type="button" className="migration-note" onClick={() => onChoose(note.line)}>
                    <span className="migration-note-place">
                      <span className="visually-hidden">{`Line ${note.line}, column ${note.column}: `}</span>
                      <span aria-hidden="true">{`${note.line}:${note.column}`}</span>
                    </span>
                    <span className="migration-note-message">
                      {messageParts(note.message).map((part, i) => (part.code ? <code key={i}>{part.text}</code> : part.text))}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
});
