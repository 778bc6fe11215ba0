import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from "react";

/** The log keeps the latest events; older ones drop off. */
const MAX_ENTRIES = 100;

export type LogEntry = { id: number; name: string; detail: string; count: number };

/** `entries` with the event added: the same event as the last one again counts it. */
export function logged(entries: readonly LogEntry[], name: string, detail: string): LogEntry[] {
  const last = entries.at(-1);
  if (last && last.name === name && last.detail === detail) return [...entries.slice(0, -1), { ...last, count: last.count + 1 }];
  return [...entries.slice(-(MAX_ENTRIES - 1)), { id: (last?.id ?? 0) + 1, name, detail, count: 1 }];
}

export type EventLogState = { entries: LogEntry[]; add: (name: string, detail: string) => void; clear: () => void };

export function useEventLog(): EventLogState {
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const add = useCallback((name: string, detail: string) => setEntries((current) => logged(current, name, detail)), []);
  const clear = useCallback(() => setEntries([]), []);
  return useMemo(() => ({ entries, add, clear }), [entries, add, clear]);
}

/**
 * The events the component fired while the reader played, with their detail: the
 * newest in view (unless the reader scrolled up to an older one), repeats counted,
 * filtered by name.
 */
export function EventLog({ log }: { log: EventLogState }) {
  const id = useId();
  const [filter, setFilter] = useState("");
  const list = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const wanted = filter.trim().toLowerCase();
  const shown = wanted ? log.entries.filter((entry) => entry.name.toLowerCase().includes(wanted)) : log.entries;

  useLayoutEffect(() => {
    const element = list.current;
    if (element && atEnd.current) element.scrollTop = element.scrollHeight;
  }, [shown]);

  return (
    <section className="try-it-side try-it-events" aria-labelledby={`${id}-title`}>
      <div className="try-it-side-header">
        <span id={`${id}-title`} className="try-it-side-title">
          Events
        </span>
        <input
          type="search"
          className="try-it-filter"
          placeholder="Filter"
          aria-label="Filter events by name"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          spellCheck={false}
        />
        <button type="button" className="sample-action" onClick={log.clear} disabled={log.entries.length === 0}>
          Clear
        </button>
      </div>
      {/* Focusable: a keyboard reader can scroll a long log. */}
      <div
        ref={list}
        role="log"
        aria-live="polite"
        aria-label="Events fired"
        className="try-it-events-list"
        tabIndex={0}
        onScroll={(event) => {
          const element = event.currentTarget;
          atEnd.current = element.scrollTop + element.clientHeight >= element.scrollHeight - 4;
        }}
      >
        {log.entries.length === 0 && <p className="try-it-none">Use the component: its events show here.</p>}
        {log.entries.length > 0 && shown.length === 0 && <p className="try-it-none">No event named “{filter.trim()}”.</p>}
        {shown.length > 0 && (
          <ol>
            {shown.map((entry) => (
              <li key={entry.id}>
                <code className="try-it-event-name">{entry.name}</code> <code className="try-it-event-detail">{entry.detail}</code>
                {entry.count > 1 && (
                  <span className="try-it-event-count">
                    <span aria-hidden="true">{`×${entry.count}`}</span>
                    <span className="visually-hidden">{`${entry.count} times`}</span>
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
