import { useCallback, useMemo, useState } from "react";

/** The log keeps the latest events; older ones drop off. */
const MAX_ENTRIES = 50;

type Entry = { id: number; name: string; detail: string };

export type EventLogState = { entries: Entry[]; add: (name: string, detail: string) => void; clear: () => void };

export function useEventLog(): EventLogState {
  const [entries, setEntries] = useState<Entry[]>([]);
  const add = useCallback((name: string, detail: string) => {
    setEntries((current) => [...current.slice(-(MAX_ENTRIES - 1)), { id: (current.at(-1)?.id ?? 0) + 1, name, detail }]);
  }, []);
  const clear = useCallback(() => setEntries([]), []);
  return useMemo(() => ({ entries, add, clear }), [entries, add, clear]);
}

/** The events the component fired while the reader played, with their detail. */
export function EventLog({ log }: { log: EventLogState }) {
  return (
    <section className="try-it-events" aria-label="Events">
      <div className="try-it-events-header">
        <span>Events</span>
        <button type="button" className="sample-action" onClick={log.clear} disabled={log.entries.length === 0}>
          Clear
        </button>
      </div>
      {/* Focusable: a keyboard reader can scroll a long log. */}
      <div role="log" aria-live="polite" aria-label="Events fired" className="try-it-events-list" tabIndex={0}>
        {log.entries.length === 0 && <p className="try-it-none">Use the component: its events show here.</p>}
        {log.entries.length > 0 && (
          <ol>
            {log.entries.map((entry) => (
              <li key={entry.id}>
                <code className="try-it-event-name">{entry.name}</code> <code className="try-it-event-detail">{entry.detail}</code>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
