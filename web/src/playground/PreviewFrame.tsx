import { useEffect, useReducer, useRef, useState } from "react";
import { useSettings } from "../app/preferences";
import { useSite } from "../app/SiteContext";
import { useOnline } from "../app/useOnline";
import { previewSource } from "../offline/offlinePreviews";
import { PreviewOffline } from "../theme/PreviewOffline/PreviewOffline";
import { PreviewIframe } from "../theme/Preview/PreviewIframe";
import { previewHash } from "../preview/messages";
import { isConsoleMessage, isRanMessage, type ConsoleEntry, type RunMessage } from "../preview/playgroundMessages";

/** One run of the project: a new id loads the preview anew. */
export interface Run {
  id: number;
  project: RunMessage["run"];
}

/** How long a new preview may take to say it has run before it is shown all the same. */
const SHOW_ANYWAY_MS = 2000;

type Loaded = { run: Run; src: string };
/** The preview on screen, and the next one loading beneath it. */
type Frames = { shown: Loaded | null; next: Loaded | null };
type Action = { type: "start"; loaded: Loaded } | { type: "ran"; id: number };

function frames(state: Frames, action: Action): Frames {
  if (action.type === "start") return { shown: state.shown, next: action.loaded };
  return state.next?.run.id === action.id ? { shown: state.next, next: null } : state;
}

type Props = {
  previewUrl: string;
  run: Run;
  onConsole: (entry: ConsoleEntry) => void;
};

/**
 * The live preview: sandboxed iframes without `allow-same-origin`, so the project
 * runs in an opaque origin with no access to the site, its storage or its cookies.
 * Each run gets a fresh document (no listeners or timers left from the last one),
 * which loads beneath the one on screen and replaces it once its components have
 * rendered, so the preview never goes blank while the reader types. The project and
 * the display settings are posted to a document once it has loaded, and every later
 * settings change is posted too.
 */
export function PreviewFrame({ previewUrl, run, onConsole }: Props) {
  const settings = useSettings();
  const site = useSite();
  const [state, dispatch] = useReducer(frames, { shown: null, next: null });
  const elements = useRef(new Map<number, HTMLIFrameElement>());
  const latest = useRef({ settings, state, onConsole });
  latest.current = { settings, state, onConsole };
  // Offline, a run loads the preview's document as kept from an earlier visit; if it
  // was not kept, the preview that has run stays, else a note says why, until the
  // network is back.
  const online = useOnline();
  const [unavailable, setUnavailable] = useState(false);
  const retry = unavailable && online;

  // The address carries the settings of the moment a run starts, so its first
  // paint has the theme; later changes are posted.
  useEffect(() => {
    let current = true;
    void previewSource(previewUrl + previewHash("playground", latest.current.settings), site).then((src) => {
      if (!current) return;
      setUnavailable(src === null);
      if (src !== null) dispatch({ type: "start", loaded: { run, src } });
    });
    return () => {
      current = false;
    };
  }, [run, previewUrl, retry, site]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const { shown, next } = latest.current.state;
      // Only the latest run speaks: what a replaced one still logs is not its console.
      const current = next ?? shown;
      if (!current || event.source !== elements.current.get(current.run.id)?.contentWindow) return;
      if (isConsoleMessage(event.data)) latest.current.onConsole(event.data.console);
      else if (isRanMessage(event.data)) dispatch({ type: "ran", id: current.run.id });
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  // An opaque origin cannot be named as the target, hence "*"; the frames are ours.
  const post = (id: number, message: unknown) => elements.current.get(id)?.contentWindow?.postMessage(message, "*");
  const shownId = state.shown?.run.id;
  const nextId = state.next?.run.id;
  useEffect(() => {
    for (const id of [shownId, nextId]) if (id !== undefined) post(id, { settings });
  }, [settings, shownId, nextId]);

  const onLoad = ({ run: loaded }: Loaded) => {
    post(loaded.id, { settings: latest.current.settings });
    post(loaded.id, { run: loaded.project } satisfies RunMessage);
    window.setTimeout(() => dispatch({ type: "ran", id: loaded.id }), SHOW_ANYWAY_MS);
  };

  if (unavailable && state.shown === null) return <PreviewOffline />;
  return (
    <>
      {[state.shown, state.next].map((loaded) => {
        if (!loaded) return null;
        const waiting = loaded === state.next && state.shown !== null;
        return (
          <PreviewIframe
            key={loaded.run.id}
            ref={(element) => {
              if (element) elements.current.set(loaded.run.id, element);
              else elements.current.delete(loaded.run.id);
            }}
            className={waiting ? "playground-frame-next" : "playground-frame"}
            src={loaded.src}
            title="Preview"
            inert={waiting}
            onLoad={() => onLoad(loaded)}
          />
        );
      })}
    </>
  );
}
