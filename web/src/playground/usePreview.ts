import { useCallback, useEffect, useRef, useState } from "react";
import type { ConsoleEntry } from "../preview/playgroundMessages";
import type { Run } from "./PreviewFrame";
import { scriptFile, type Project } from "./project";
import { describeTranspileError, stripTypes } from "./typescript";

/** How long typing must pause before the preview runs the project again. */
const RUN_DELAY_MS = 300;
/** The console keeps the newest entries only. */
const MAX_CONSOLE_ENTRIES = 500;

export type ConsoleState = { entries: ConsoleEntry[]; dropped: number };
const EMPTY_CONSOLE: ConsoleState = { entries: [], dropped: 0 };

/**
 * The runs of the project in the preview and what its console shows. Once `enabled`,
 * a run starts shortly after typing stops (at once the first time), with TypeScript
 * stripped of its types; each run starts with an empty console.
 */
export function usePreview(project: Project, enabled: boolean) {
  const [run, setRun] = useState<Run | null>(null);
  const [consoleState, setConsoleState] = useState<ConsoleState>(EMPTY_CONSOLE);
  const [consoleOpen, setConsoleOpen] = useState(true);
  const pendingEntries = useRef<ConsoleEntry[]>([]);
  const firstRun = useRef(true);

  const clearConsole = useCallback(() => {
    pendingEntries.current = [];
    setConsoleState(EMPTY_CONSOLE);
  }, []);

  // Entries arrive in bursts (a loop that logs); they are shown once per frame.
  const addConsoleEntry = useCallback((entry: ConsoleEntry) => {
    pendingEntries.current.push(entry);
    if (pendingEntries.current.length > 1) return;
    requestAnimationFrame(() => {
      const added = pendingEntries.current;
      pendingEntries.current = [];
      if (added.length === 0) return;
      // An error opens the console: it says why the preview is blank.
      if (added.some((entry) => entry.level === "error")) setConsoleOpen(true);
      setConsoleState((current) => {
        const all = current.entries.concat(added);
        const over = Math.max(0, all.length - MAX_CONSOLE_ENTRIES);
        return { entries: all.slice(over), dropped: current.dropped + over };
      });
    });
  }, []);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const delay = firstRun.current ? 0 : RUN_DELAY_MS;
    firstRun.current = false;
    const timer = window.setTimeout(async () => {
      const name = scriptFile(project.language);
      let js = project.script;
      if (project.language === "ts") {
        try {
          js = await stripTypes(project.script);
        } catch (error) {
          if (cancelled) return;
          // The last good run stays on screen; the console says what to fix.
          clearConsole();
          addConsoleEntry({ level: "error", text: describeTranspileError(error, name) });
          return;
        }
      }
      if (cancelled) return;
      clearConsole();
      setRun((previous) => ({ id: (previous?.id ?? 0) + 1, project: { html: project.html, js, css: project.css, scriptName: name } }));
    }, delay);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [project, enabled, clearConsole, addConsoleEntry]);

  return {
    run,
    console: consoleState,
    consoleOpen,
    toggleConsole: () => setConsoleOpen((open) => !open),
    clearConsole,
    addConsoleEntry,
  };
}
