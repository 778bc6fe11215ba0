// Runs inside the playground's preview, an isolated iframe that is loaded anew for
// every run: applies the page's display settings, runs the project the page posts,
// and reports to the page's console panel what the project logs, every error it
// does not catch and every import that fails. It is built with the packages bundle
// (vite.packages.config.mts): its @ui5 imports are the bundle's chunks, which the
// project reaches through the preview's import map, so both share one framework
// instance.
import "@ui5/webcomponents/dist/Assets.js";
import "@ui5/webcomponents-fiori/dist/Assets.js";
import { renderFinished } from "@ui5/webcomponents-base/dist/Render.js";
import { describe, formatArguments } from "./consoleFormat";
import { isFromEmbeddingPage, isSettingsMessage, readPreviewHash } from "./messages";
import {
  isRunMessage,
  type ConsoleEntry,
  type ConsoleMessage,
  type LogLevel,
  type RanMessage,
  type RunMessage,
} from "./playgroundMessages";
import { applySettings } from "./settings";
import "./preview.css";
import { reportLoadedFiles } from "./loadedFiles";
import { SITE_ORIGIN } from "./siteOrigin";

/** The project's script once it runs: its blob URL, and the name the reader knows. */
let script: { url: string; name: string } | null = null;

/** A project that logs in a loop would flood the page: past this, entries stay in the browser's console. */
const MAX_REPORTS = 1000;
let reports = 0;

function report(entry: ConsoleEntry): void {
  reports += 1;
  if (reports > MAX_REPORTS + 1) return;
  const shown: ConsoleEntry =
    reports > MAX_REPORTS
      ? { level: "warn", text: `More than ${MAX_REPORTS} messages: the rest show only in the browser's developer tools.` }
      : entry;
  // Only the site's own page may read what the project logs.
  window.parent.postMessage({ console: shown } satisfies ConsoleMessage, SITE_ORIGIN);
}

/** `main.js:3:7` for the project's script, `@ui5/.../Button.js:10:2` or `chunks/….js:1:80` for the packages. */
function locationOf(url: string, line?: number, column?: number): string | undefined {
  if (!url) return undefined;
  const file = script && url === script.url ? script.name : url.replace(/^.*\/local-cdn\/(bundles\/[^/]+\/)?/, "");
  return [file, line, column].filter((part) => part !== undefined && part !== 0).join(":");
}

/** Where an error was thrown, from its stack, if the project's script threw it. */
function locationInStack(error: unknown): string | undefined {
  if (!script || !(error instanceof Error) || !error.stack) return undefined;
  const at = error.stack.indexOf(script.url + ":");
  if (at < 0) return undefined;
  const [line, column] = error.stack
    .slice(at + script.url.length + 1)
    .split(/[:\s)]/)
    .map(Number);
  return locationOf(script.url, line, column);
}

const LEVELS: readonly LogLevel[] = ["log", "info", "warn", "error", "debug"];
for (const level of LEVELS) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    original(...args);
    report({ level, text: formatArguments(args) });
  };
}
const originalAssert = console.assert.bind(console);
console.assert = (condition?: boolean, ...args: unknown[]) => {
  originalAssert(condition, ...args);
  if (!condition) report({ level: "error", text: `Assertion failed${args.length > 0 ? `: ${formatArguments(args)}` : ""}` });
};

window.addEventListener("error", (event) => {
  const unknownModule = event.message.includes("Failed to resolve module specifier");
  const text = unknownModule ? `${event.message} The preview has the @ui5 packages, imported by their full path.` : event.message;
  report({ level: "error", text, location: locationOf(event.filename, event.lineno, event.colno) });
});
window.addEventListener("unhandledrejection", (event) => {
  const reason = event.reason as unknown;
  report({ level: "error", text: `Uncaught (in promise) ${describe(reason)}`, location: locationInStack(reason) });
});

/** Every module specifier the code imports, with its line. */
function importsOf(code: string): { specifier: string; line: number }[] {
  const found: { specifier: string; line: number }[] = [];
  for (const match of code.matchAll(/\b(?:from|import)\s*\(?\s*["']([^"'\s]+)["']/g)) {
    found.push({ specifier: match[1], line: code.slice(0, match.index).split("\n").length });
  }
  return found;
}

/** Why an import cannot load, or null if it can. */
async function importProblem(specifier: string): Promise<string | null> {
  let url: string;
  try {
    url = import.meta.resolve(specifier);
  } catch {
    return `Cannot import "${specifier}": the preview knows no such module (the @ui5 packages are available).`;
  }
  try {
    const response = await fetch(url, { method: "HEAD" });
    if (response.ok) return null;
    return response.status === 404
      ? `Cannot import "${specifier}": there is no such file (${url}).`
      : `Cannot import "${specifier}": the server answered ${response.status} (${url}).`;
  } catch {
    return `Cannot import "${specifier}": it could not be loaded (${url}).`;
  }
}

/** A module of the script failed to load; the browser does not say which: find it. */
async function reportFailedImports(code: string, name: string): Promise<void> {
  const imports = importsOf(code);
  const problems = await Promise.all(imports.map(({ specifier }) => importProblem(specifier)));
  let reported = false;
  problems.forEach((problem, index) => {
    if (!problem) return;
    reported = true;
    report({ level: "error", text: problem, location: `${name}:${imports[index].line}` });
  });
  if (!reported) {
    report({ level: "error", text: `${name} did not run: a module it imports, directly or not, failed to load.` });
  }
}

/** How long the preview waits for its components to be defined before it shows as it is. */
const DEFINE_WAIT_MS = 1500;

/**
 * Tells the page that the project has run and its components have rendered, so the
 * page can show this preview in place of the last one without a blank moment.
 */
async function reportRan(): Promise<void> {
  const tags = new Set([...document.body.querySelectorAll("*")].map((e) => e.localName).filter((name) => name.startsWith("ui5-")));
  const defined = Promise.all([...tags].map((tag) => customElements.whenDefined(tag)));
  await Promise.race([defined, new Promise((resolve) => window.setTimeout(resolve, DEFINE_WAIT_MS))]);
  await renderFinished();
  window.parent.postMessage({ ran: true } satisfies RanMessage, SITE_ORIGIN);
}

function run({ html, js, css, scriptName }: RunMessage["run"]): void {
  // One run per document: the page loads the preview anew for the next one.
  if (script) return;
  // A constructed style sheet, not a <style> element: a Content-Security-Policy
  // without 'unsafe-inline' styles allows it.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  document.body.innerHTML = html;
  if (/<script\b/i.test(html)) {
    report({ level: "warn", text: `Scripts in index.html do not run here: put the code in ${scriptName}.`, location: "index.html" });
  }
  script = { url: URL.createObjectURL(new Blob([js], { type: "text/javascript" })), name: scriptName };
  const { importShim } = window as { importShim?: (url: string) => Promise<unknown> };
  if (importShim) {
    // A preview started offline runs its modules through es-module-shims
    // (web/src/offline/previewDocument.ts); what fails is its promise's.
    importShim(script.url).then(
      () => void reportRan(),
      (error: unknown) => {
        report({ level: "error", text: `Uncaught ${describe(error)}`, location: locationInStack(error) });
        void reportRan();
      },
    );
    return;
  }
  const element = document.createElement("script");
  element.type = "module";
  element.src = script.url;
  element.addEventListener("load", () => void reportRan());
  element.addEventListener("error", () => {
    void reportFailedImports(js, scriptName);
    void reportRan();
  });
  document.body.append(element);
}

applySettings(readPreviewHash(window.location.hash).settings);
window.addEventListener("message", (event) => {
  if (!isFromEmbeddingPage(event, window, SITE_ORIGIN)) return;
  if (isSettingsMessage(event.data)) applySettings(event.data.settings);
  else if (isRunMessage(event.data)) run(event.data.run);
});
reportLoadedFiles();
