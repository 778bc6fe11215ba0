import "./PreviewOffline.css";

/**
 * In place of a live preview that cannot start offline. Previews run in sandboxed
 * frames of their own origin, whose requests the site's service worker never sees
 * (browsers do not let it serve opaque origins), so their code needs the network.
 */
export function PreviewOffline() {
  return (
    <div className="preview-offline" role="note">
      <strong>You are offline.</strong> Live previews load the components from the network, so this one starts when you are back
      online. The code stays available to read and copy.
    </div>
  );
}
