import { useState, type KeyboardEvent } from "react";
import type { EditorLanguage } from "./editorLanguages";
import { LazyCodeEditor } from "./LazyCodeEditor";
import { CSS_FILE, HTML_FILE, scriptFile, type Project, type ScriptLanguage } from "./project";
import type { FileKey } from "./useProject";

const FILE_KEYS: readonly FileKey[] = ["html", "script", "css"];

type Props = {
  project: Project;
  onEdit: (key: FileKey, value: string) => void;
  onSwitchLanguage: (language: ScriptLanguage) => void;
  /** Called once an editor is on screen. */
  onReady: () => void;
};

/**
 * The project's files as tabs (the arrow keys, Home and End move between them),
 * each with its editor, and the switch of the script's language.
 */
export function EditorPane({ project, onEdit, onSwitchLanguage, onReady }: Props) {
  const [file, setFile] = useState<FileKey>("html");
  // A file's editor is made when its tab is first shown, and then kept (with its undo
  // history): the page loads the language of the file in view, and only that, first.
  const [opened, setOpened] = useState<ReadonlySet<FileKey>>(() => new Set([file]));
  const show = (key: FileKey) => {
    setFile(key);
    setOpened((keys) => new Set(keys).add(key));
  };
  const names: Record<FileKey, string> = { html: HTML_FILE, script: scriptFile(project.language), css: CSS_FILE };
  const languages: Record<FileKey, EditorLanguage> = { html: "html", script: project.language, css: "css" };

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = FILE_KEYS.indexOf(file);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: FILE_KEYS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = FILE_KEYS[(moves[event.key] + FILE_KEYS.length) % FILE_KEYS.length];
    show(next);
    document.getElementById(`playground-tab-${next}`)?.focus();
  };

  return (
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
              onClick={() => show(key)}
            >
              {names[key]}
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
              onClick={() => onSwitchLanguage(language)}
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
          {opened.has(key) && (
            <LazyCodeEditor
              value={project[key]}
              language={languages[key]}
              label={`${names[key]} code`}
              onChange={(value) => onEdit(key, value)}
              onReady={onReady}
            />
          )}
        </div>
      ))}
    </section>
  );
}
