// The messages between the playground page and its preview (an isolated iframe).
// Display settings travel as for samples: `{ settings }` (messages.ts).

/** Page to preview: the project to run, its script already JavaScript. */
export interface RunMessage {
  run: {
    html: string;
    js: string;
    css: string;
    /** The script's file as the reader knows it (`main.js`, `main.ts`), for messages. */
    scriptName: string;
  };
}

export type LogLevel = "log" | "info" | "warn" | "error" | "debug";

/** One line of the preview's console. */
export interface ConsoleEntry {
  level: LogLevel;
  text: string;
  /** Where it comes from, when known: `main.js:3:7`. */
  location?: string;
}

/** Preview to page: what the preview logged, or an error it did not catch. */
export interface ConsoleMessage {
  console: ConsoleEntry;
}

/** Preview to page: the project has run and its components have rendered, so the preview can be shown. */
export interface RanMessage {
  ran: true;
}

export function isRanMessage(data: unknown): data is RanMessage {
  return (data as RanMessage | null)?.ran === true;
}

export function isRunMessage(data: unknown): data is RunMessage {
  const run = (data as RunMessage | null)?.run;
  return (
    typeof run === "object" &&
    run !== null &&
    typeof run.html === "string" &&
    typeof run.js === "string" &&
    typeof run.css === "string" &&
    typeof run.scriptName === "string"
  );
}

export function isConsoleMessage(data: unknown): data is ConsoleMessage {
  const entry = (data as ConsoleMessage | null)?.console;
  return typeof entry === "object" && entry !== null && typeof entry.level === "string" && typeof entry.text === "string";
}
