import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { MOBILE_MEDIA_QUERY } from "../app/constants";
import { useMediaQuery } from "../app/useMediaQuery";
import type { PlaygroundData, PlaygroundExample } from "../data/types";
import type { ConsoleEntry } from "../preview/playgroundMessages";
import { CodeEditor, type EditorLanguage } from "./CodeEditor";
import { ConsolePanel } from "./ConsolePanel";
import { PROJECT_NAME, projectZip } from "./download";
import { ExamplesMenu } from "./ExamplesMenu";
import { PreviewFrame, type Run } from "./PreviewFrame";
import {
  CSS_FILE,
  decodeProject,
  encodeProject,
  forgetSavedProject,
  fromFiles,
  HTML_FILE,
  saveProject,
  scriptFile,
  startingProject,
  type Project,
  type ScriptLanguage,
} from "./project";
import { SplitView } from "./SplitView";
import { stripTypes, TranspileError } from "./typescript";
import "./Playground.css";

/** How long typing must pause before the preview runs the project again. */
const RUN_DELAY_MS = 300;
/** How long Share shows `Link copied`. */
const LINK_COPIED_MS = 3000;
/** The console keeps the newest entries only. */
const MAX_CONSOLE_ENTRIES = 500;

type FileKey = "html" | "script" | "css";
const FILE_KEYS: readonly FileKey[] = ["html", "script", "css"];

type Notice = {
  tone: "info" | "error";
  text: string;
  /** A project the reader can go back to, and the button's label. */
  back?: { label: string; project: Project };
  /** A link to copy by hand, when the clipboard refused. */
  link?: string;
};

/** What the reader sees first: why the project shown is not the one asked for, or whose it is. */
function startingNotice(start: ReturnType<typeof startingProject>): Notice | null {
  if (start.problem) return { tone: "error", text: start.problem };
  if (start.origin !== "link") return null;
  const text = start.saved
    ? "This project comes from a link. Editing it replaces your saved project."
    : "This project comes from a link. Edit it to keep it in this browser.";
  return { tone: "info", text, back: start.saved && { label: "Back to my project", project: start.saved } };
}

type ConsoleState = { entries: ConsoleEntry[]; dropped: number };
const EMPTY_CONSOLE: ConsoleState = { entries: [], dropped: 0 };

/** Removes a shared project from the address once the reader changes it, so a reload shows the saved project. */
function forgetLinkInAddress(): void {
  if (window.location.hash) {
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  }
}

function describeTranspileError(error: unknown, file: string): string {
  if (error instanceof TranspileError && error.line !== undefined) return `${file}:${error.line}:${error.column ?? 1}: ${error.message}`;
  return `${file}: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * The playground: an editor for the project's three files beside its live preview
 * and console. The project is saved on every change; a link's project wins over
 * the saved one, which wins over the default example.
 */
export function Playground({ title, data }: { title: string; data: PlaygroundData }) {
  const location = useLocation();
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const defaultExample = data.examples[0];
  const defaultProject = useMemo(() => fromFiles(defaultExample.files), [defaultExample]);
  const [start] = useState(() => startingProject(location.hash, { project: defaultProject, title: defaultExample.title }));
  const [project, setProject] = useState<Project>(start.project);
  const [notice, setNotice] = useState<Notice | null>(() => startingNotice(start));
  const [file, setFile] = useState<FileKey>("html");
  const [pane, setPane] = useState<"code" | "preview">("code");
  const [run, setRun] = useState<Run | null>(null);
  const [consoleState, setConsoleState] = useState<ConsoleState>(EMPTY_CONSOLE);
  const [consoleOpen, setConsoleOpen] = useState(true);
  const [linkCopied, setLinkCopied] = useState(false);
  // Whether the shown project is the reader's to keep (a link's is not, until edited).
  const persist = useRef(start.origin !== "link");
  const latestProject = useRef(project);
  latestProject.current = project;
  // Compared by identity: a link opened in place may bring no history key of its own.
  const handledLocation = useRef(location);
  const pendingEntries = useRef<ConsoleEntry[]>([]);

  useEffect(() => {
    if (persist.current) saveProject(project);
  }, [project]);

  const replaceProject = (next: Project, keep: boolean, nextNotice: Notice | null) => {
    persist.current = keep;
    forgetLinkInAddress();
    setProject(next);
    setNotice(nextNotice);
  };

  const edit = (key: FileKey) => (value: string) => {
    persist.current = true;
    forgetLinkInAddress();
    setProject((current) => ({ ...current, [key]: value }));
  };

  // A link opened while the playground is open replaces the project.
  useEffect(() => {
    if (location === handledLocation.current) return;
    handledLocation.current = location;
    if (!location.hash) return;
    try {
      const linked = decodeProject(location.hash);
      persist.current = false;
      setNotice({ tone: "info", text: "This project comes from a link.", back: { label: "Undo", project: latestProject.current } });
      setProject(linked);
    } catch (error) {
      setNotice({ tone: "error", text: `The project in this link could not be read: ${(error as Error).message}. Your project is kept.` });
    }
  }, [location]);

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
      if (added.some((e) => e.level === "error")) setConsoleOpen(true);
      setConsoleState((current) => {
        const all = current.entries.concat(added);
        const over = Math.max(0, all.length - MAX_CONSOLE_ENTRIES);
        return { entries: all.slice(over), dropped: current.dropped + over };
      });
    });
  }, []);

  // The preview runs the project shortly after typing stops (at once the first time).
  const firstRun = useRef(true);
  useEffect(() => {
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
  }, [project, clearConsole, addConsoleEntry]);

  useEffect(() => {
    if (!linkCopied) return;
    const timer = window.setTimeout(() => setLinkCopied(false), LINK_COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [linkCopied]);

  const chooseExample = (example: PlaygroundExample) => {
    forgetSavedProject();
    replaceProject(fromFiles(example.files), true, {
      tone: "info",
      text: `The ${example.title} example is loaded.`,
      back: { label: "Undo", project },
    });
  };

  const reset = () => {
    forgetSavedProject();
    replaceProject(defaultProject, false, {
      tone: "info",
      text: `Back to the ${defaultExample.title} example; your project is no longer saved.`,
      back: { label: "Undo", project },
    });
  };

  const share = async () => {
    const url = `${window.location.origin}${window.location.pathname}#${encodeProject(project)}`;
    try {
      await navigator.clipboard.writeText(url);
      setLinkCopied(true);
    } catch {
      setNotice({ tone: "info", text: "The clipboard is not available: copy this link to share the project.", link: url });
    }
  };

  const download = async () => {
    try {
      const url = URL.createObjectURL(await projectZip(project, data.download));
      const anchor = document.createElement("a");
      anchor.href = url;
      anchor.download = `${PROJECT_NAME}.zip`;
      anchor.click();
      // Revoked later: revoking at once can cancel the download.
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      setNotice({ tone: "error", text: `The download could not be made: ${error instanceof Error ? error.message : String(error)}` });
    }
  };

  const switchLanguage = async (language: ScriptLanguage) => {
    if (language === project.language) return;
    let script = project.script;
    if (language === "js") {
      // The types go; the rest of the code stays as written.
      try {
        script = await stripTypes(project.script);
      } catch (error) {
        setNotice({ tone: "error", text: `Fix the error before switching to JavaScript: ${describeTranspileError(error, scriptFile("ts"))}` });
        return;
      }
    }
    persist.current = true;
    forgetLinkInAddress();
    setProject((current) => ({ ...current, script, language }));
  };

  const fileNames: Record<FileKey, string> = { html: HTML_FILE, script: scriptFile(project.language), css: CSS_FILE };
  const editorLanguages: Record<FileKey, EditorLanguage> = { html: "html", script: project.language, css: "css" };

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = FILE_KEYS.indexOf(file);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: FILE_KEYS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = FILE_KEYS[(moves[event.key] + FILE_KEYS.length) % FILE_KEYS.length];
    setFile(next);
    document.getElementById(`playground-tab-${next}`)?.focus();
  };

  const editorPane = (
    <section className="playground-editor" aria-label="Code">
      <div className="playground-files">
        <div role="tablist" aria-label="Files" className="playground-tabs" onKeyDown={onTabKey}>
          {FILE_KEYS.map((key) => (
            <button
              key={key}
              id={`playground-tab-${key}`}
              type="button"
              role="tab"
              aria-selected={key === file}
              aria-controls={`playground-panel-${key}`}
              tabIndex={key === file ? 0 : -1}
              className="playground-tab"
              onClick={() => setFile(key)}
            >
              {fileNames[key]}
            </button>
          ))}
        </div>
        <div role="group" aria-label="Script language" className="playground-language">
          {(["js", "ts"] as const).map((language) => (
            <button
              key={language}
              type="button"
              aria-pressed={project.language === language}
              title={language === "js" ? "Write the script in JavaScript" : "Write the script in TypeScript"}
              onClick={() => void switchLanguage(language)}
            >
              {language.toUpperCase()}
            </button>
          ))}
        </div>
      </div>
      {FILE_KEYS.map((key) => (
        <div
          key={key}
          id={`playground-panel-${key}`}
          role="tabpanel"
          aria-labelledby={`playground-tab-${key}`}
          className="playground-editor-panel"
          hidden={key !== file}
        >
          <CodeEditor value={project[key]} language={editorLanguages[key]} label={`${fileNames[key]} code`} onChange={edit(key)} />
        </div>
      ))}
    </section>
  );

  const outputPane = (
    <section className="playground-output" aria-label="Result">
      <div className="playground-preview">
        {run && <PreviewFrame previewUrl={data.previewUrl} run={run} onConsole={addConsoleEntry} />}
      </div>
      <ConsolePanel
        entries={consoleState.entries}
        dropped={consoleState.dropped}
        open={consoleOpen}
        onToggle={() => setConsoleOpen((open) => !open)}
        onClear={clearConsole}
      />
    </section>
  );

  return (
    <div className="playground">
      <div className="playground-toolbar">
        <h1 className="playground-title">{title}</h1>
        <ExamplesMenu examples={data.examples} onChoose={chooseExample} />
        <button type="button" className="playground-button" title={`Back to the ${defaultExample.title} example`} onClick={reset}>
          Reset
        </button>
        <span className="playground-toolbar-spacer" />
        <button type="button" className="playground-button" onClick={() => void share()}>
          {linkCopied ? "Link copied" : "Share"}
        </button>
        <button type="button" className="playground-button playground-button-primary" onClick={() => void download()}>
          Download
        </button>
        <span className="visually-hidden" role="status">
          {linkCopied ? "Link copied" : ""}
        </span>
      </div>
      {notice && (
        <div className={`playground-notice ${notice.tone}`} role={notice.tone === "error" ? "alert" : "status"}>
          <span className="playground-notice-text">{notice.text}</span>
          {notice.link && <input className="playground-notice-link" readOnly value={notice.link} aria-label="Link to the project" onFocus={(event) => event.currentTarget.select()} />}
          {notice.back && (
            <button type="button" className="playground-button playground-button-small" onClick={() => replaceProject(notice.back!.project, true, null)}>
              {notice.back.label}
            </button>
          )}
          <button type="button" className="playground-notice-close" aria-label="Dismiss the message" onClick={() => setNotice(null)}>
            ×
          </button>
        </div>
      )}
      {mobile && (
        <div role="tablist" aria-label="Panes" className="playground-panes">
          {(["code", "preview"] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`playground-pane-tab-${name}`}
              aria-selected={pane === name}
              aria-controls={`playground-pane-${name}`}
              className="playground-pane-tab"
              onClick={() => setPane(name)}
            >
              {name === "code" ? "Code" : "Preview"}
            </button>
          ))}
        </div>
      )}
      <div className="playground-body">
        {mobile ? (
          <>
            {(["code", "preview"] as const).map((name) => (
              <div
                key={name}
                id={`playground-pane-${name}`}
                role="tabpanel"
                aria-labelledby={`playground-pane-tab-${name}`}
                className="playground-pane"
                hidden={pane !== name}
              >
                {name === "code" ? editorPane : outputPane}
              </div>
            ))}
          </>
        ) : (
          <SplitView first={editorPane} second={outputPane} label="Resize the editor and the preview" />
        )}
      </div>
    </div>
  );
}
