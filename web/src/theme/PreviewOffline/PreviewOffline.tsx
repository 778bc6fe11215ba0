import "./PreviewOffline.css";

/**
 * In place of a live preview that cannot start offline: one that has not run in this
 * browser before, so the worker has not kept its files (a preview that has run starts
 * offline from them, web/src/offline/offlinePreviews.ts).
 */
export function PreviewOffline() {
  return (
    <div className="preview-offline" role="note">
      <strong>You are offline.</strong> This live preview has not run in this browser before, so its files are not saved here; it starts
      when you are back online. The code stays available to read and copy.
    </div>
  );
}
