import { useEffect, useId, useRef } from "react";
import type { ConsoleEntry } from "../preview/playgroundMessages";

const LEVEL_LABELS: Record<ConsoleEntry["level"], string> = {
  log: "Log",
  info: "Info",
  warn: "Warning",
  error: "Error",
  debug: "Debug",
};

type Props = {
  entries: ConsoleEntry[];
  /** Entries left out because there were too many. */
  dropped: number;
  open: boolean;
  onToggle: () => void;
  onClear: () => void;
};

/** What the preview logged, and every error it did not catch, newest last. */
export function ConsolePanel({ entries, dropped, open, onToggle, onClear }: Props) {
  const list = useRef<HTMLDivElement>(null);
  const listId = useId();
  const errors = entries.filter((entry) => entry.level === "error").length;
  const warnings = entries.filter((entry) => entry.level === "warn").length;

  // Keep the newest entry in view.
  useEffect(() => {
    if (open && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [entries, open]);

  return (
    <section className={`playground-console${open ? " open" : ""}`} aria-label="Console">
      <div className="playground-console-bar">
        <button type="button" className="playground-console-toggle" aria-expanded={open} aria-controls={listId} onClick={onToggle}>
          <span className="playground-caret" aria-hidden="true" />
          Console
        </button>
        <span className="playground-console-counts">
          {errors > 0 && <span className="playground-console-count error">{errors === 1 ? "1 error" : `${errors} errors`}</span>}
          {warnings > 0 && <span className="playground-console-count warn">{warnings === 1 ? "1 warning" : `${warnings} warnings`}</span>}
          {errors + warnings === 0 && entries.length > 0 && <span className="playground-console-count">{entries.length}</span>}
        </span>
        <button type="button" className="playground-button playground-button-small" onClick={onClear} disabled={entries.length === 0}>
          Clear
        </button>
      </div>
      <div
        ref={list}
        id={listId}
        className="playground-console-entries"
        role="log"
        aria-label="Console messages"
        hidden={!open}
        tabIndex={0}
      >
        {dropped > 0 && <p className="playground-console-entry info">{dropped} earlier messages are not shown.</p>}
        {entries.length === 0 && dropped === 0 && <p className="playground-console-empty">Nothing logged yet.</p>}
        {entries.map((entry, index) => (
          <p key={index} className={`playground-console-entry ${entry.level}`}>
            <span className="visually-hidden">{LEVEL_LABELS[entry.level]}: </span>
            <span className="playground-console-text">{entry.text}</span>
            {entry.location && <span className="playground-console-location">{entry.location}</span>}
          </p>
        ))}
      </div>
    </section>
  );
}
