import { useEffect, useRef, useState, type ReactElement } from "react";
import { useSettings } from "../../app/preferences";
import { usePreviewSource } from "../../offline/usePreviewSource";
import { PreviewOffline } from "../PreviewOffline/PreviewOffline";
import type { Event as ApiEvent, Property, TryIt } from "../../data/pageData";
import { isHeightMessage, previewHash } from "../../preview/messages";
import { isTryItEventMessage, type TryItMessage, type TryItRender } from "../../preview/tryItMessages";
import { modulesOf, type Configured, type SlotValue } from "./tryItState";

type Options = {
  tryIt: TryIt;
  tag: string;
  component: string;
  configured: Configured;
  properties: readonly Property[];
  /** The slots' state: a change of it renders the preview anew. */
  slots: Record<string, SlotValue>;
  events: ApiEvent[];
  onEvent: (name: string, detail: string) => void;
};

/**
 * The preview iframe of a Try it panel, kept in step with the controls: a change of
 * the slots renders the markup anew, a change of a property changes the element in
 * place (no reload, so it shows at once).
 */
export function useTryItPreview({ tryIt, tag, component, configured, properties, slots, events, onEvent }: Options): ReactElement {
  const settings = useSettings();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number>();
  const [loaded, setLoaded] = useState(false);
  const iframeId = `try-it/${tag}`;
  const [src] = useState(() => tryIt.previewUrl + previewHash(iframeId, settings));
  const sent = useRef<{ slots: Record<string, SlotValue>; configured: Configured } | null>(null);
  const reported = useRef(onEvent);
  reported.current = onEvent;

  const post = (message: unknown) => frame.current?.contentWindow?.postMessage(message, "*");

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      if (isHeightMessage(event.data) && event.data.iframeId === iframeId) setHeight(event.data.height);
      else if (isTryItEventMessage(event.data)) reported.current(event.data.tryItEvent.name, event.data.tryItEvent.detail);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [iframeId]);

  useEffect(() => {
    if (loaded) post({ settings });
  }, [settings, loaded]);

  useEffect(() => {
    if (!loaded) return;
    const last = sent.current;
    sent.current = { slots, configured };
    if (last && last.slots === slots) {
      const attributes: Record<string, string | null> = {};
      for (const [name, value] of Object.entries(configured.attributes)) {
        if (last.configured.attributes[name] !== value) attributes[name] = value;
      }
      const message: TryItMessage = {
        tryIt: { change: { attributes, properties: configured.properties, modules: modulesOf(configured, tryIt.elements, properties) } },
      };
      post(message);
      return;
    }
    const popup = tryIt.popup;
    const render: TryItRender = {
      html: configured.html,
      target: tag,
      modules: modulesOf(configured, tryIt.elements, properties),
      properties: configured.properties,
      events: events.map((event) => event.name),
      popup: popup && { ...popup, label: `Open ${popup.tag === tag ? component : `<${popup.tag}>`}` },
    };
    post({ tryIt: { render } } satisfies TryItMessage);
  }, [loaded, configured, properties, slots, tryIt, tag, component, events]);

  // Offline, the preview's document and files as kept from an earlier visit.
  const source = usePreviewSource(src);
  if (source === null) return <PreviewOffline />;
  if (source === undefined) return <></>;
  return (
    <iframe
      ref={frame}
      src={source}
      title={`Try it: ${component} preview`}
      sandbox="allow-scripts allow-forms allow-modals allow-popups"
      className={tryIt.popup ? "try-it-frame try-it-frame-popup" : "try-it-frame"}
      style={height === undefined ? undefined : { height: `${height}px` }}
      onLoad={() => {
        sent.current = null;
        setLoaded(true);
        post({ settings });
      }}
    />
  );
}
