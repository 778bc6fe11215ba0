import { useEffect, useRef, useState } from "react";
import { fetchJson } from "../data/fetchJson";
import { useSite } from "../app/SiteContext";
import type { OfflinePages } from "../data/pageData";
import { formatSize, savePages, totalSize } from "./saving";
import "./offline.css";

type Step =
  | { step: "measuring" }
  | { step: "ready"; list: OfflinePages; bytes: number }
  | { step: "saving"; done: number; total: number }
  | { step: "done"; saved: number; total: number }
  | { step: "failed"; message: string };

/**
 * The "Make available offline" dialog: the size of every page first, then the
 * progress while they download, then what was saved. A modal dialog: focus stays in
 * it, Escape closes it.
 */
export function MakeAvailableOffline({ onClose }: { onClose: () => void }) {
  const site = useSite();
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<Step>({ step: "measuring" });

  useEffect(() => {
    dialog.current?.showModal();
    let cancelled = false;
    fetchJson<OfflinePages>(site.baseUrl + site.offline!.pages).then(
      (list) => !cancelled && setState({ step: "ready", list, bytes: totalSize(list) }),
      (error: unknown) => !cancelled && setState({ step: "failed", message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [site]);

  const save = async (list: OfflinePages) => {
    const total = list.pages.length;
    let done = 0;
    setState({ step: "saving", done, total });
    try {
      const saved = await savePages(list, () => setState({ step: "saving", done: ++done, total }));
      setState({ step: "done", saved, total });
    } catch (error) {
      console.warn("The pages could not be saved for offline reading.", error);
      setState({ step: "failed", message: "This browser does not let the site store pages (storage is off or full)." });
    }
  };

  return (
    <dialog ref={dialog} className="offline-dialog" aria-labelledby="offline-dialog-title" onClose={onClose}>
      <h2 id="offline-dialog-title">Make available offline</h2>
      {state.step === "measuring" && <p>Measuring the download…</p>}
      {state.step === "ready" && (
        <>
          <p>
            Download all {state.list.pages.length} pages ({formatSize(state.bytes)}) so that they open without a connection?
          </p>
          <div className="offline-dialog-actions">
            <button type="button" className="button button-primary" onClick={() => void save(state.list)}>
              Download
            </button>
            <button type="button" className="button" onClick={() => dialog.current?.close()}>
              Cancel
            </button>
          </div>
        </>
      )}
      {state.step === "saving" && (
        <>
          <progress className="offline-progress" value={state.done} max={state.total} aria-label="Pages downloaded" />
          <p aria-live="polite">
            Downloaded {state.done} of {state.total} pages…
          </p>
        </>
      )}
      {(state.step === "done" || state.step === "failed") && (
        <>
          <p role="status">
            {state.step === "failed"
              ? state.message
              : state.saved === state.total
                ? `All ${state.total} pages are available offline.`
                : `${state.saved} of ${state.total} pages are available offline; the others could not be downloaded.`}
          </p>
          <div className="offline-dialog-actions">
            <button type="button" className="button button-primary" autoFocus onClick={() => dialog.current?.close()}>
              Close
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
