import { useEffect, useState } from "react";
import { MOBILE_MEDIA_QUERY } from "../app/constants";
import { useSite } from "../app/SiteContext";
import { useMediaQuery } from "../app/useMediaQuery";
import type { PlaygroundData } from "../data/types";
import { ConsolePanel } from "./ConsolePanel";
import { downloadError, downloadProject, PLAYGROUND_PROJECT } from "./download";
import { EditorPane } from "./EditorPane";
import { ExamplesMenu } from "./ExamplesMenu";
import { PreviewFrame } from "./PreviewFrame";
import { encodeProject } from "./project";
import { SplitView } from "./SplitView";
import { usePreview } from "./usePreview";
import { useProject } from "./useProject";
import "./Playground.css";
import { Notice } from "../theme/Notice/Notice";

/** How long Share shows `Link copied`. */
const LINK_COPIED_MS = 3000;

const PANES = ["code", "preview"] as const;

/**
 * The playground: an editor for the project's three files beside its live preview
 * and console, side by side on wide screens and as two tabs on narrow ones.
 */
export function Playground({ title, data }: { title: string; data: PlaygroundData }) {
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const site = useSite();
  const { project, notice, setNotice, defaultExample, edit, chooseExample, reset, goBack, switchLanguage } = useProject(data.examples);
  // The preview waits for the editor: its document and the components it loads would
  // compete with the code's first paint.
  const [editorReady, setEditorReady] = useState(false);
  const preview = usePreview(project, editorReady);
  const [pane, setPane] = useState<(typeof PANES)[number]>("code");
  const [linkCopied, setLinkCopied] = useState(false);

  useEffect(() => {
    if (!linkCopied) return;
    const timer = window.setTimeout(() => setLinkCopied(false), LINK_COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [linkCopied]);

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
      await downloadProject(project, PLAYGROUND_PROJECT, site.download);
    } catch (error) {
      setNotice({ tone: "error", text: downloadError(error) });
    }
  };

  const editorPane = (
    <EditorPane
      project={project}
      onEdit={edit}
      onSwitchLanguage={(language) => void switchLanguage(language)}
      onReady={() => setEditorReady(true)}
    />
  );
  const outputPane = (
    <section className="playground-output" aria-label="Result">
      <div className="playground-preview">
        {preview.run && <PreviewFrame previewUrl={data.previewUrl} run={preview.run} onConsole={preview.addConsoleEntry} />}
      </div>
      <ConsolePanel
        entries={preview.console.entries}
        dropped={preview.console.dropped}
        open={preview.consoleOpen}
        onToggle={preview.toggleConsole}
        onClear={preview.clearConsole}
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
        <Notice tone={notice.tone} className="playground-notice" onDismiss={() => setNotice(null)}>
          <span className="playground-notice-text">{notice.text}</span>
          {notice.link && (
            <input
              className="playground-notice-link"
              readOnly
              value={notice.link}
              aria-label="Link to the project"
              onFocus={(event) => event.currentTarget.select()}
            />
          )}
          {notice.back && (
            <button type="button" className="playground-button playground-button-small" onClick={() => goBack(notice.back!.project)}>
              {notice.back.label}
            </button>
          )}
        </Notice>
      )}
      {mobile && (
        <div role="tablist" aria-label="Panes" className="playground-panes">
          {PANES.map((name) => (
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
          PANES.map((name) => (
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
          ))
        ) : (
          <SplitView first={editorPane} second={outputPane} label="Resize the editor and the preview" />
        )}
      </div>
    </div>
  );
}
