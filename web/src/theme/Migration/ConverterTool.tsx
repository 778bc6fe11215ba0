import { useCallback, useEffect, useId, useMemo, useRef, useState, type DragEvent } from "react";
import { useHydrated } from "../../app/useHydrated";
import { CopyButton } from "../Markdown/CopyButton";
import {
  ACCEPTED_FILES,
  conversionCounts,
  downloadName,
  sourceKindOf,
  type Conversion,
  type Converter,
  type SourceKind,
} from "./conversion";
import { loadConverter, useConverterStatus } from "./converterLoader";
import { ConverterNotes } from "./ConverterNotes";
import { DiffView } from "./DiffView";
import { EXAMPLE_MARKUP } from "./exampleMarkup";
import { plural } from "./filterChanges";

/** Once the converter is loaded, what the reader types is converted after this pause. */
export const TYPING_PAUSE_MS = 400;

/** A conversion shown, and the text and kind it was made of. */
type Result = { input: string; kind: SourceKind; fileName: string | null; conversion: Conversion };

/**
 * The markup converter: the reader pastes 1.24 markup or a script, or chooses or drops
 * a file, and sees it converted to 2.x as a diff, with what was changed and what is
 * left to do by hand. The converter loads when the reader first uses the tool. What
 * the reader gives it is only ever shown as text: nothing of it runs.
 */
export function ConverterTool({ rulesUrl }: { rulesUrl: string }) {
  const id = useId();
  const hydrated = useHydrated();
  const state = useConverterStatus();
  const [text, setText] = useState("");
  const [kind, setKind] = useState<SourceKind>("Markup");
  const [fileName, setFileName] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [target, setTarget] = useState<{ line: number; seq: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  // What the next conversion reads: set at once by the handlers, ahead of React's render.
  const source = useRef<{ text: string; kind: SourceKind; fileName: string | null }>({ text: "", kind: "Markup", fileName: null });

  const run = useCallback((converter: Converter) => {
    const { text: input, kind: as, fileName: name } = source.current;
    setTarget(null);
    if (input === "") {
      setResult(null);
      setFailure(null);
      return;
    }
    try {
      setResult({ input, kind: as, fileName: name, conversion: converter.convert(input, as) });
      setFailure(null);
    } catch (error) {
      setResult(null);
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }, []);

  /** Starts loading the converter, if it is not loaded yet: the reader is about to use it. */
  const prepare = useCallback(() => {
    loadConverter(rulesUrl).catch(() => {});
  }, [rulesUrl]);

  const convertNow = useCallback(() => {
    loadConverter(rulesUrl).then(run, () => {});
  }, [rulesUrl, run]);

  // Once the converter is there, the text is converted as the reader types, after a pause.
  const ready = state.status === "ready" ? state.converter : null;
  const upToDate = result !== null ? result.input === text && result.kind === kind : text === "";
  useEffect(() => {
    if (!ready || upToDate) return;
    const timer = window.setTimeout(() => run(ready), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [ready, upToDate, text, kind, run]);

  const take = (next: { text: string; kind: SourceKind; fileName: string | null }) => {
    source.current = next;
    setText(next.text);
    setKind(next.kind);
    setFileName(next.fileName);
    convertNow();
  };

  const readFile = (file: File) => {
    prepare();
    file.text().then(
      (content) => take({ text: content, kind: sourceKindOf(file.name), fileName: file.name }),
      () => setFailure(`The file ${file.name} could not be read.`),
    );
  };

  const onDrop = (event: DragEvent) => {
    setDragging(false);
    const file = event.dataTransfer.files[0];
    // Dropped text goes into the text area as the browser puts it; a file is read.
    if (!file) return;
    event.preventDefault();
    readFile(file);
  };

  const download = () => {
    if (!result) return;
    const url = URL.createObjectURL(new Blob([result.conversion.output], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = downloadName(result.fileName, result.kind);
    link.click();
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  const disabled = !hydrated;
  return (
    <div className="migration-converter" onFocus={prepare} onPointerDown={prepare}>
      <noscript>
        <p className="migration-converter-noscript">
          The converter runs in your browser and needs JavaScript. The site&apos;s <code>site migrate</code> command converts files without
          it.
        </p>
      </noscript>
      <div
        className={["migration-input", dragging ? "dragging" : ""].filter(Boolean).join(" ")}
        onDragEnter={(event) => {
          event.preventDefault();
          prepare();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <label htmlFor={`${id}-text`} className="migration-label">
          Your 1.24 markup or script
        </label>
        <p id={`${id}-hint`} className="migration-hint">
          Paste it here, or drop or choose a file ({ACCEPTED_FILES.join(", ")}).
        </p>
        <textarea
          id={`${id}-text`}
          className="migration-textarea"
          aria-describedby={`${id}-hint`}
          value={text}
          rows={10}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          disabled={disabled}
          placeholder={'<ui5-button icon="add" icon-end>Add</ui5-button>'}
          onChange={(event) => {
            source.current = { ...source.current, text: event.target.value };
            setText(event.target.value);
          }}
        />
        {fileName !== null && (
          <p className="migration-file-name">
            From the file <code>{fileName}</code>
          </p>
        )}
        <div className="migration-actions">
          <button type="button" className="button button-primary" disabled={disabled} onClick={convertNow}>
            Convert
          </button>
          <label className={["button", "button-secondary", "migration-file", disabled ? "disabled" : ""].filter(Boolean).join(" ")}>
            <input
              type="file"
              className="visually-hidden"
              accept={ACCEPTED_FILES.join(",")}
              disabled={disabled}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) readFile(file);
                event.target.value = "";
              }}
            />
            Choose a file
          </label>
          <button
            type="button"
            className="button button-secondary"
            disabled={disabled}
            onClick={() => take({ text: EXAMPLE_MARKUP, kind: "Markup", fileName: null })}
          >
            Try an example
          </button>
          <span className="migration-kind">
            <label htmlFor={`${id}-kind`}>Read as</label>
            <select
              id={`${id}-kind`}
              value={kind}
              disabled={disabled}
              onChange={(event) => {
                const as = event.target.value as SourceKind;
                source.current = { ...source.current, kind: as };
                setKind(as);
              }}
            >
              <option value="Markup">HTML</option>
              <option value="Script">Script (JS, TS)</option>
            </select>
          </span>
        </div>
      </div>

      <div className="migration-status" role="status">
        {state.status === "loading" && <p className="migration-loading">Loading the converter…</p>}
        {failure !== null && <p className="migration-failure">{`The converter stopped on this text: ${failure}`}</p>}
      </div>
      {state.status === "failed" && (
        <div className="migration-load-error" role="alert">
          <p>The converter could not be loaded. Check your connection and try again.</p>
          <button type="button" className="button button-primary" onClick={convertNow}>
            Retry
          </button>
        </div>
      )}

      {result && (
        <ConversionOutput
          id={id}
          result={result}
          target={target}
          onTarget={(line) => setTarget((last) => ({ line, seq: (last?.seq ?? 0) + 1 }))}
          onDownload={download}
        />
      )}
    </div>
  );
}

function ConversionOutput({
  id,
  result,
  target,
  onTarget,
  onDownload,
}: {
  id: string;
  result: Result;
  target: { line: number; seq: number } | null;
  onTarget: (line: number) => void;
  onDownload: () => void;
}) {
  const { conversion } = result;
  const { changed, byHand } = conversionCounts(conversion);
  const unchanged = conversion.edits.length === 0 && conversion.notes.length === 0;
  const byHandLines = useMemo(
    () => new Set(conversion.notes.filter((note) => note.kind === "byHand").map((note) => note.line)),
    [conversion],
  );
  return (
    <div className="migration-output">
      <p className="migration-counts" role="status">
        {unchanged
          ? "Nothing to change: the converter found no 1.24 markup it knows in this text."
          : `${plural(changed, "change", "changes")} made, ${byHand} to do by hand.`}
      </p>
      <div className="migration-output-header">
        <h3 id={`${id}-diff`} className="migration-output-title">
          Converted text
        </h3>
        <p className="migration-diff-legend" aria-hidden="true">
          <span className="migration-swatch changed" />
          Changed
          <span className="migration-swatch by-hand" />
          By hand
        </p>
        <CopyButton className="migration-copy" getText={() => conversion.output} label="Copy the converted text" text="Copy" />
        <button type="button" className="button button-secondary migration-download" onClick={onDownload}>
          Download
        </button>
      </div>
      <DiffView input={result.input} edits={conversion.edits} target={target} byHandLines={byHandLines} labelledBy={`${id}-diff`} />
      <ConverterNotes notes={conversion.notes} onChoose={onTarget} />
    </div>
  );
}
