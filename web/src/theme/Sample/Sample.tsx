import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { useSettings } from "../../app/preferences";
import { useSite } from "../../app/SiteContext";
import type { SampleData, SampleFile } from "../../data/types";
import { downloadError, downloadProject, sampleProject } from "../../playground/download";
import { usePreviewSource } from "../../offline/usePreviewSource";
import { encodeProject, fromFiles } from "../../playground/project";
import { previewHash, type CodeMessage } from "../../preview/messages";
import { CopyButton } from "../Markdown/CopyButton";
import { PreviewOffline } from "../PreviewOffline/PreviewOffline";
import { PreviewIframe } from "../Preview/PreviewIframe";
import { usePreviewFrame } from "../Preview/usePreviewFrame";
import { Spinner } from "../Spinner/Spinner";
import { useNearViewport } from "./useNearViewport";
import "./Sample.css";
import { Notice } from "../Notice/Notice";

const SampleEditor = lazy(() => import("./SampleEditor"));

/** How long edits settle before the preview runs them. */
const EDIT_DELAY_MS = 400;
/** A lazy preview loads when it is less than a screen away from the viewport. */
const NEAR_MARGIN = "100% 0px";

/**
 * A live sample: the preview runs in an isolated iframe (no access to this page or
 * its storage); the code is shown for editing on demand. A `lazy` preview loads when
 * the reader comes near it.
 */
export function Sample({ sample, lazy = false }: { sample: SampleData; lazy?: boolean }) {
  const settings = useSettings();
  const site = useSite();
  const container = useRef<HTMLDivElement>(null);
  const { frame, height, post, postSettings } = usePreviewFrame(sample.id);
  const [editing, setEditing] = useState(false);
  const [files, setFiles] = useState<SampleFile[]>(sample.files);
  const [active, setActive] = useState(0);
  const edited = files !== sample.files;
  const [downloadProblem, setDownloadProblem] = useState<string | null>(null);

  // The preview URL carries the settings to start with; later changes are posted.
  const previewUrl = () => sample.previewUrl + previewHash(sample.id, settings);
  const [src, setSrc] = useState(() => (lazy ? undefined : previewUrl()));
  const near = useNearViewport(container, lazy, NEAR_MARGIN);
  useEffect(() => {
    if (near && src === undefined) setSrc(previewUrl());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- The settings of the moment the preview loads; later changes are posted
  }, [near]);
  // Offline, the preview's document and files as kept from an earlier visit.
  const source = usePreviewSource(src);

  useEffect(() => {
    if (!edited) return;
    const timer = window.setTimeout(() => {
      const code: CodeMessage["code"] = { html: "", js: "", css: "" };
      for (const file of files) code[file.language] = file.code;
      post({ code } satisfies CodeMessage);
    }, EDIT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [files, edited, post]);

  // The playground opens, and a download is made, with the sample's files as they are
  // now, edits included.
  const project = useMemo(() => fromFiles(Object.fromEntries(files.map((f) => [f.name, f.code]))), [files]);
  const playgroundHash = useMemo(() => encodeProject(project), [project]);

  // The same project as the playground's Download, named after the sample.
  const download = async () => {
    try {
      await downloadProject(project, sampleProject(sample), site.download);
      setDownloadProblem(null);
    } catch (error) {
      setDownloadProblem(downloadError(error));
    }
  };

  const reset = () => {
    setFiles(sample.files);
    // Reload the untouched sample.
    if (frame.current && source) frame.current.src = source;
  };

  return (
    <div className="sample" ref={container}>
      <div className="sample-preview">
        {source === null ? (
          <PreviewOffline />
        ) : source === undefined ? (
          // Until the reader comes near, the place of the preview stays empty.
          <div className="sample-preview-pending" />
        ) : (
          <PreviewIframe
            ref={frame}
            src={source}
            title={`Sample: ${sample.title}`}
            style={height === undefined ? undefined : { height: `${height}px` }}
            onLoad={postSettings}
          />
        )}
      </div>
      <div className="sample-toolbar">
        <button type="button" className="sample-action" onClick={() => void download()}>
          Download
        </button>
        <Link className="sample-action" to={{ pathname: "/play/", hash: playgroundHash }}>
          Open in Playground
        </Link>
        <CopyButton getText={() => files[active]?.code ?? ""} label={`Copy ${files[active]?.name ?? "code"}`} />
        {edited && (
          <button type="button" className="sample-action" onClick={reset}>
            Reset
          </button>
        )}
        <button type="button" className="sample-action sample-action-primary" aria-expanded={editing} onClick={() => setEditing(!editing)}>
          {editing ? "Hide code" : "Edit"}
        </button>
      </div>
      {downloadProblem && (
        <Notice tone="error" className="sample-notice" onDismiss={() => setDownloadProblem(null)}>
          <span className="sample-notice-text">{downloadProblem}</span>
        </Notice>
      )}
      {editing && (
        <div className="sample-code">
          <div className="sample-tabs" role="tablist" aria-label="Sample files">
            {files.map((file, index) => (
              <button
                key={file.name}
                type="button"
                role="tab"
                id={`${sample.id}-tab-${index}`}
                aria-selected={index === active}
                aria-controls={`${sample.id}-panel`}
                className="sample-tab"
                onClick={() => setActive(index)}
              >
                {file.language.toUpperCase()}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${sample.id}-panel`} aria-labelledby={`${sample.id}-tab-${active}`}>
            <Suspense fallback={<Spinner />}>
              <SampleEditor
                key={files[active].name}
                file={files[active]}
                onChange={(code) => setFiles((current) => current.map((f, i) => (i === active ? { ...f, code } : f)))}
              />
            </Suspense>
          </div>
        </div>
      )}
    </div>
  );
}
