import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import type { ClassApi, Property, TryIt, TrySlot } from "../../data/pageData";
import { encodeProject, fromFiles } from "../../playground/project";
import { PREVIEW_MAX_HEIGHT, type AxeFinding, type TryItAxeMessage, type TryItValuesMessage } from "../../preview/tryItMessages";
import { CopyButton } from "../Markdown/CopyButton";
import { AccessibilityReport, type AxeState } from "./AccessibilityReport";
import { CodeTabs } from "./CodeTabs";
import { EventLog, useEventLog } from "./EventLog";
import { configure, parseMarkup } from "./markup";
import { playgroundFiles } from "./playgroundFiles";
import { PropertyControl } from "./PropertyControl";
import { ReadonlyProperties } from "./ReadonlyProperties";
import { readBack, readBackItems } from "./readBack";
import { SlotItemsControl } from "./SlotItemsControl";
import type { SlotItem } from "./slotItems";
import { TextSlotControl } from "./TextSlotControl";
import {
  controlValue,
  EMPTY_STATE,
  hasState,
  isEditable,
  itemsOf,
  readState,
  renderedSlotsKey,
  startingText,
  withItems,
  withProperty,
  withText,
  writeState,
  type ControlValue,
  type TryState,
} from "./tryItState";
import { useNearViewport } from "../Sample/useNearViewport";
import { useTryItPreview } from "./useTryItPreview";
import { VIEWPORTS, ViewportSwitch, type Viewport } from "./ViewportSwitch";
import "../Sample/Sample.css";

type Props = { tryIt: TryIt; api: ClassApi; tag: string; component: string };

/** The state in the address as the reader changes it; the page's history gets no entry per change. */
function saveToAddress(state: TryState): void {
  const url = new URL(window.location.href);
  const search = writeState(url.search, state);
  if (search === url.search) return;
  window.history.replaceState(window.history.state, "", url.pathname + search + url.hash);
}

/**
 * The Try it panel: the preview at the width the reader picks, a control for each
 * property and slot, the files they make (copyable, openable in the playground), the
 * events the component fires, and what axe finds in it. What the component changes
 * itself comes back into the controls.
 */
export default function TryItPanel({ tryIt, api, tag, component }: Props) {
  const properties = api.properties.items;
  const starting = useMemo(() => parseMarkup(tryIt.markup, tag).element, [tryIt.markup, tag]);
  const [state, setState] = useState<TryState>(() => readState(window.location.search, properties, tryIt.slots, starting));
  const configured = useMemo(() => configure(tryIt, tag, component, properties, state), [tryIt, tag, component, properties, state]);
  const files = useMemo(() => playgroundFiles(configured, tag, tryIt.elements, properties), [configured, tag, tryIt.elements, properties]);
  const log = useEventLog();
  const [readonlyValues, setReadonlyValues] = useState<Record<string, string>>({});
  const [axe, setAxe] = useState<AxeState>({ status: "waiting" });
  const [findings, setFindings] = useState<AxeFinding[]>();
  const [viewport, setViewport] = useState<Viewport>("Desktop");
  const { add: logEvent } = log;

  const onValues = useCallback(
    ({ event, values, readonly, items }: TryItValuesMessage["tryItValues"]) => {
      setReadonlyValues(readonly);
      if (!event) return;
      logEvent(event.name, event.detail);
      setState((current) => readBackItems(readBack(current, properties, starting, values), tryIt, starting, items));
    },
    [logEvent, properties, starting, tryIt],
  );
  const onAxe = useCallback((message: TryItAxeMessage["tryItAxe"]) => {
    setAxe(message);
    if (message.status === "done") setFindings(message.findings);
  }, []);
  /** Each Reset shows the starting markup anew, whatever the component had changed in the preview. */
  const [resets, setResets] = useState(0);
  // What the component changed on its items (a selected tab) is in the preview already:
  // only another text, other items or a Reset render it anew.
  const slots = useMemo(() => `${resets} ${renderedSlotsKey(state, tryIt.slots, starting)}`, [state, tryIt.slots, starting, resets]);
  // axe runs once the reader has come to its report, not for a reader who never does.
  const sides = useRef<HTMLDivElement>(null);
  const audit = useNearViewport(sides, true, "0px");
  const preview = useTryItPreview({
    tryIt,
    tag,
    component,
    configured,
    properties,
    slots,
    events: api.events.items,
    width: VIEWPORTS.find((item) => item.name === viewport)?.width,
    audit,
    onValues,
    onAxe,
  });

  const first = useRef(true);
  useEffect(() => {
    // A shared configuration stays in the address until the reader changes something.
    if (first.current) {
      first.current = false;
      return;
    }
    saveToAddress(state);
  }, [state]);

  const setProperty = useCallback(
    (property: Property, value: ControlValue) => setState((s) => withProperty(s, property, value, starting)),
    [starting],
  );
  const setText = useCallback((slot: TrySlot, text: string) => setState((s) => withText(s, slot, text, starting)), [starting]);
  const setItems = useCallback((slot: TrySlot, items: SlotItem[]) => setState((s) => withItems(s, slot, items, starting)), [starting]);
  const reset = () => {
    setState(EMPTY_STATE);
    setResets((count) => count + 1);
    log.clear();
  };
  const playgroundHash = useMemo(() => encodeProject(fromFiles(files)), [files]);
  const shareLink = () => {
    const url = new URL(window.location.href);
    url.search = writeState(url.search, state);
    url.hash = tryIt.heading.id;
    return url.toString();
  };
  const editable = properties.filter((property) => property.editor !== "readonly");
  const readonly = properties.filter((property) => property.editor === "readonly");
  const slotApi = (slot: TrySlot) => api.slots.items.find((item) => item.name === slot.name);
  const listed = tryIt.slots.filter((slot) => !isEditable(slot));

  return (
    <div className="try-it-panel">
      <div className="sample-toolbar try-it-toolbar">
        <ViewportSwitch value={viewport} onChange={setViewport} />
        <span className="try-it-actions">
          <CopyButton getText={shareLink} label="Copy link to this configuration" text="Copy link" />
          <Link className="sample-action" to={{ pathname: "/play/", hash: playgroundHash }}>
            Open in Playground
          </Link>
          <button type="button" className="sample-action" onClick={reset} disabled={!hasState(state)}>
            Reset
          </button>
        </span>
      </div>
      <div className="try-it-stage">{preview.frame}</div>
      {preview.height !== undefined && preview.height > PREVIEW_MAX_HEIGHT && (
        <p className="try-it-note try-it-taller">
          {`The preview is ${preview.height} px tall; ${PREVIEW_MAX_HEIGHT} px show here: scroll inside it for the rest.`}
        </p>
      )}
      <div className="try-it-body">
        <form className="try-it-controls" aria-label={`${component} properties and slots`} onSubmit={(event) => event.preventDefault()}>
          <fieldset>
            <legend>Properties</legend>
            {editable.length === 0 && <p className="try-it-none">No properties to set.</p>}
            {editable.map((property) => (
              <PropertyControl
                key={property.name}
                property={property}
                value={controlValue(state, property, starting)}
                error={configured.errors[property.name]}
                onChange={setProperty}
              />
            ))}
            <ReadonlyProperties properties={readonly} values={readonlyValues} />
          </fieldset>
          {tryIt.slots.length > 0 && (
            <fieldset>
              <legend>Slots</legend>
              {tryIt.slots
                .filter(isEditable)
                .map((slot) =>
                  slot.text ? (
                    <TextSlotControl
                      key={slot.name}
                      slot={slot}
                      api={slotApi(slot)}
                      value={state.texts[slot.name] ?? startingText(slot, starting)}
                      onChange={setText}
                    />
                  ) : (
                    <SlotItemsControl
                      key={slot.name}
                      slot={slot}
                      api={slotApi(slot)}
                      elements={tryIt.elements}
                      starting={starting}
                      items={itemsOf(state, slot, starting)}
                      onChange={setItems}
                    />
                  ),
                )}
              {listed.length > 0 && (
                <p className="try-it-note">
                  Any elements, not editable here:{" "}
                  {listed.map((slot, index) => (
                    <span key={slot.name}>
                      {index > 0 && ", "}
                      <code>{slot.name}</code>
                    </span>
                  ))}
                </p>
              )}
            </fieldset>
          )}
        </form>
        <CodeTabs files={files} />
        <div className="try-it-sides" ref={sides}>
          <EventLog log={log} />
          <AccessibilityReport axe={axe} findings={findings} />
        </div>
      </div>
    </div>
  );
}
