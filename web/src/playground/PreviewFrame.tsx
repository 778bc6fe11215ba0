import { useEffect, useMemo, useRef } from "react";
import { useSettings } from "../app/preferences";
import { previewHash } from "../preview/messages";
import { isConsoleMessage, type ConsoleEntry, type RunMessage } from "../preview/playgroundMessages";

/** One run of the project: a new id loads the preview anew. */
export interface Run {
  id: number;
  project: RunMessage["run"];
}

type Props = {
  previewUrl: string;
  run: Run;
  onConsole: (entry: ConsoleEntry) => void;
};

/**
 * The live preview: a sandboxed iframe without `allow-same-origin`, so the project
 * runs in an opaque origin with no access to the site, its storage or its cookies.
 * Each run gets a fresh document (no listeners or timers left from the last one);
 * the project and the display settings are posted to it once it has loaded, and
 * every later settings change is posted too.
 */
export function PreviewFrame({ previewUrl, run, onConsole }: Props) {
  const settings = useSettings();
  const frame = useRef<HTMLIFrameElement>(null);
  const reported = useRef(onConsole);
  reported.current = onConsole;
  const current = useRef({ settings, run });
  current.current = { settings, run };

  // The address carries the settings of the moment a run starts, so its first paint
  // has the theme; later changes are posted, not loaded anew.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const src = useMemo(() => previewUrl + previewHash("playground", settings), [previewUrl, run.id]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || !isConsoleMessage(event.data)) return;
      reported.current(event.data.console);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  // An opaque origin cannot be named as the target, hence "*"; the frame is ours.
  const post = (message: unknown) => frame.current?.contentWindow?.postMessage(message, "*");
  useEffect(() => post({ settings }), [settings]);

  const onLoad = () => {
    post({ settings: current.current.settings });
    post({ run: current.current.run.project } satisfies RunMessage);
  };

  return (
    <iframe
      key={run.id}
      ref={frame}
      className="playground-frame"
      src={src}
      title="Preview"
      sandbox="allow-scripts allow-forms allow-modals allow-popups"
      onLoad={onLoad}
    />
  );
}
