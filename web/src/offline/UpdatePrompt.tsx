import { useState } from "react";
import { Notice } from "../theme/Notice/Notice";
import { useWaitingUpdate } from "./offlineWorker";
import "./offline.css";

/** Tells the reader a new build of the site is deployed, with the reload into it. */
export function UpdatePrompt() {
  const applyUpdate = useWaitingUpdate();
  const [dismissed, setDismissed] = useState<(() => void) | null>(null);
  if (!applyUpdate || dismissed === applyUpdate) return null;
  return (
    <Notice tone="info" className="update-prompt" onDismiss={() => setDismissed(() => applyUpdate)}>
      <span>A new version of this site is available</span>
      <button type="button" className="button button-primary" onClick={applyUpdate}>
        Reload
      </button>
    </Notice>
  );
}
