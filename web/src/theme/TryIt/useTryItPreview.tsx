import { useCallback, useEffect, useRef, useState, type ReactElement } from "react";
import { useSettings } from "../../app/preferences";
import type { Event as ApiEvent, Property, TryIt } from "../../data/pageData";
import { usePreviewSource } from "../../offline/usePreviewSource";
import { previewHash } from "../../preview/messages";
import {
  isTryItAxeMessage,
  isTryItValuesMessage,
  PREVIEW_MAX_HEIGHT,
  type TryItAxeMessage,
  type TryItMessage,
  type TryItRender,
  type TryItValuesMessage,
} from "../../preview/tryItMessages";
import { PreviewOffline } from "../PreviewOffline/PreviewOffline";
import { PreviewIframe } from "../Preview/PreviewIframe";
import { usePreviewFrame } from "../Preview/usePreviewFrame";
import { attributeValue, type Configured } from "./markup";
import { modulesOf } from "./playgroundFiles";
import { itemStates, reportedControlValue, stillHeld, trackedProperties, type SentMessage } from "./readBack";

type Options = {
  tryIt: TryIt;
  tag: string;
  component: string;
  configured: Configured;
  properties: readonly Property[];
  /** Changes when the slots do: the preview then renders the markup anew. */
  slots: string;
  events: ApiEvent[];
  /** The preview's width in CSS pixels; `undefined`: the panel's. */
  width: number | undefined;
  /** Whether the accessibility report is shown: axe then checks the preview. */
  audit: boolean;
  onValues: (values: TryItValuesMessage["tryItValues"]) => void;
  onAxe: (axe: TryItAxeMessage["tryItAxe"]) => void;
};

export type TryItPreview = {
  frame: ReactElement;
  /** The height the preview's content needs, once it has said. */
  height: number | undefined;
};

/**
 * The preview iframe of a Try it panel, kept in step with the controls: a change of
 * the slots renders the markup anew, a change of a property changes the element in
 * place (no reload, so it shows at once). It takes only its own frame's messages: the
 * height it needs, the element's events and values, what axe found.
 */
export function useTryItPreview({
  tryIt,
  tag,
  component,
  configured,
  properties,
  slots,
  events,
  width,
  audit,
  onValues,
  onAxe,
}: Options): TryItPreview {
  const settings = useSettings();
  /** How many times the preview has loaded: each load starts with a render. */
  const [loads, setLoads] = useState(0);
  const iframeId = `try-it/${tag}`;
  const [src] = useState(() => tryIt.previewUrl + previewHash(iframeId, settings));
  /** What the preview shows: the slots it was rendered with, and the edited element's attributes. */
  const shown = useRef<{ slots: string; attributes: Record<string, string | null>; properties: string } | null>(null);
  /** The last message sent. */
  const revision = useRef(0);
  /** The messages the preview has not applied yet, as far as its reports say. */
  const unapplied = useRef<SentMessage[]>([]);
  const { frame, height, post, postSettings } = usePreviewFrame(iframeId, (data) => {
    if (isTryItValuesMessage(data)) {
      const report = data.tryItValues;
      // A report follows the messages up to its revision: what later ones set is no longer the preview's.
      const { values, items } = stillHeld(report, unapplied.current, properties);
      unapplied.current = unapplied.current.filter((message) => message.revision > report.revision);
      // What the component changed is in the preview already: the change the
      // controls then make is not sent back to it (it could undo what the reader
      // typed meanwhile).
      if (report.event && shown.current) {
        for (const property of trackedProperties(properties)) {
          const value = property.name in values ? reportedControlValue(property, values[property.name]) : undefined;
          if (value !== undefined) shown.current.attributes[property.attribute!] = attributeValue(property, value);
        }
      }
      onValues({ ...report, values, items });
    } else if (isTryItAxeMessage(data)) onAxe(data.tryItAxe);
  });
  /** Sends a message that changes what the preview shows, remembering what it sets. */
  const send = useCallback(
    (message: SentMessage, content: TryItMessage) => {
      revision.current = message.revision;
      unapplied.current = message.sets === "all" ? [message] : [...unapplied.current, message];
      post(content);
    },
    [post],
  );

  useEffect(() => {
    if (loads === 0) return;
    const modules = modulesOf(configured, tryIt.elements, properties);
    // A property emptied (`undefined`) is a change too.
    const objects = JSON.stringify(configured.properties, (_, value: unknown) => (value === undefined ? null : value));
    const last = shown.current;
    if (last && last.slots === slots) {
      const attributes: Record<string, string | null> = {};
      for (const [name, value] of Object.entries(configured.attributes)) {
        if (last.attributes[name] !== value) attributes[name] = value;
      }
      // Nothing the preview does not have already (a value it reported).
      if (Object.keys(attributes).length === 0 && objects === last.properties) return;
      shown.current = { slots, attributes: { ...configured.attributes }, properties: objects };
      const change = { revision: revision.current + 1, attributes, properties: configured.properties, modules };
      const sets = new Set([...Object.keys(attributes), ...Object.keys(configured.properties)]);
      send({ revision: change.revision, sets }, { tryIt: { change } });
      return;
    }
    shown.current = { slots, attributes: { ...configured.attributes }, properties: objects };
    const render: TryItRender = {
      revision: revision.current + 1,
      html: configured.html,
      target: tag,
      modules,
      properties: configured.properties,
      events: events.map((event) => event.name),
      track: trackedProperties(properties).map((property) => property.name),
      readonly: properties.filter((property) => property.editor === "readonly").map((property) => property.name),
      itemStates: itemStates(tryIt),
      popup: configured.popup,
    };
    send({ revision: render.revision, sets: "all" }, { tryIt: { render } });
  }, [loads, configured, properties, slots, tryIt, tag, events, send]);

  // After the render of a load (effects run in order), so that axe checks what it shows.
  useEffect(() => {
    if (loads > 0 && audit) post({ tryIt: { audit: true } } satisfies TryItMessage);
  }, [loads, audit, post]);

  // Offline, the preview's document and files as kept from an earlier visit.
  const source = usePreviewSource(src);
  let element: ReactElement;
  if (source === null) element = <PreviewOffline />;
  else if (source === undefined) element = <></>;
  else {
    element = (
      <PreviewIframe
        ref={frame}
        src={source}
        title={`Try it: ${component} preview`}
        className="try-it-frame"
        style={{
          height: height === undefined ? undefined : `${Math.min(height, PREVIEW_MAX_HEIGHT)}px`,
          width: width === undefined ? undefined : `${width}px`,
        }}
        onLoad={() => {
          shown.current = null;
          postSettings();
          setLoads((count) => count + 1);
        }}
      />
    );
  }
  return { frame: element, height };
}
