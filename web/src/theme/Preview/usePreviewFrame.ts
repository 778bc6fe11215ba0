import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useSettings } from "../../app/preferences";
import { isHeightMessage } from "../../preview/messages";

export type PreviewConnection = {
  /** The ref for the preview's `PreviewIframe`. */
  frame: RefObject<HTMLIFrameElement | null>;
  /** The height the preview's content needs, once it has said. */
  height: number | undefined;
  /** Posts a message to the preview. */
  post: (message: unknown) => void;
  /** Posts the current display settings: for each load of the preview (changes are posted as they come). */
  postSettings: () => void;
};

/**
 * The wiring every live preview of a page shares (a sample's, Try it's): it hears
 * only its own frame, takes the height the preview reports for `iframeId`, hands any
 * other message to `onMessage`, and posts the display settings as they change.
 */
export function usePreviewFrame(iframeId: string, onMessage?: (data: unknown) => void): PreviewConnection {
  const settings = useSettings();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number>();
  const handler = useRef(onMessage);
  handler.current = onMessage;

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const data: unknown = event.data;
      if (isHeightMessage(data)) {
        if (data.iframeId === iframeId) setHeight(data.height);
      } else handler.current?.(data);
    };
    window.addEventListener("message", listener);
    return () => window.removeEventListener("message", listener);
  }, [iframeId]);

  // An opaque origin cannot be named as the target, hence "*"; the frame is ours.
  const post = useCallback((message: unknown) => frame.current?.contentWindow?.postMessage(message, "*"), []);
  const latest = useRef(settings);
  latest.current = settings;
  const postSettings = useCallback(() => post({ settings: latest.current }), [post]);
  useEffect(() => post({ settings }), [post, settings]);

  return { frame, height, post, postSettings };
}
