import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import type { ClassApi, TryIt } from "../../data/pageData";
import { encodeProject, fromFiles } from "../../playground/project";
import { CopyButton } from "../Markdown/CopyButton";
import { EventLog, useEventLog } from "./EventLog";
import { HighlightedHtml } from "./HighlightedHtml";
import { PropertyControl } from "./PropertyControl";
import { SlotControl } from "./SlotControl";
import {
  configure,
  hasState,
  parseMarkup,
  playgroundFiles,
  readState,
  startingSlot,
  startingValue,
  writeState,
  EMPTY_STATE,
  type TryState,
} from "./tryItState";
import { useTryItPreview } from "./useTryItPreview";
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
 * The Try it panel: the preview, a control for each property and fillable slot, the
 * markup they make (copyable, openable in the playground), and the events the
 * component fires.
 */
export default function TryItPanel({ tryIt, api, tag, component }: Props) {
  const properties = api.properties.items;
  const [state, setState] = useState<TryState>(() => readState(window.location.search, properties, tryIt.slots));
  const configured = useMemo(() => configure(tryIt, tag, properties, state), [tryIt, tag, properties, state]);
  const starting = useMemo(() => parseMarkup(tryIt.markup, tag).element, [tryIt.markup, tag]);
  const log = useEventLog();
  const frame = useTryItPreview({ tryIt, tag, component, configured, properties, slots: state.slots, events: api.events.items, onEvent: log.add });

  const first = useRef(true);
  useEffect(() => {
    // A shared configuration stays in the address until the reader changes something.
    if (first.current) {
      first.current = false;
      return;
    }
    saveToAddress(state);
  }, [state]);

  const setProperty = useCallback((name: string, value: string) => setState((s) => ({ ...s, properties: { ...s.properties, [name]: value } })), []);
  const setSlot = useCallback((name: string, value: string) => setState((s) => ({ ...s, slots: { ...s.slots, [name]: value } })), []);
  const reset = () => {
    setState(EMPTY_STATE);
    log.clear();
  };
  const playgroundHash = useMemo(
    () => encodeProject(fromFiles(playgroundFiles(configured, tag, tryIt.elements, properties))),
    [configured, tag, tryIt.elements, properties],
  );
  const shareLink = () => {
    const url = new URL(window.location.href);
    url.search = writeState(url.search, state);
    url.hash = tryIt.heading.id;
    return url.toString();
  };
  const editable = tryIt.slots.filter((slot) => slot.text || slot.accepts.length > 0);
  const listed = tryIt.slots.filter((slot) => !slot.text && slot.accepts.length === 0);

  return (
    <div className="try-it-panel">
      <div className="try-it-preview">{frame}</div>
      <div className="sample-toolbar try-it-toolbar">
        <CopyButton getText={shareLink} label="Copy link to this configuration" text="Copy link" />
        <Link className="sample-action" to={{ pathname: "/play/", hash: playgroundHash }}>
          Open in Playground
        </Link>
        <button type="button" className="sample-action" onClick={reset} disabled={!hasState(state)}>
          Reset
        </button>
      </div>
      <div className="try-it-body">
        <form className="try-it-controls" aria-label={`${component} properties and slots`} onSubmit={(event) => event.preventDefault()}>
          <fieldset>
            <legend>Properties</legend>
            {properties.length === 0 && <p className="try-it-none">No properties.</p>}
            {properties.map((property) => (
              <PropertyControl
                key={property.name}
                property={property}
                value={state.properties[property.name] ?? startingValue(property, starting)}
                error={configured.errors[property.name]}
                onChange={setProperty}
              />
            ))}
          </fieldset>
          {tryIt.slots.length > 0 && (
            <fieldset>
              <legend>Slots</legend>
              {editable.map((slot) => (
                <SlotControl
                  key={slot.name}
                  slot={slot}
                  elements={tryIt.elements}
                  value={state.slots[slot.name] ?? (starting ? startingSlot(slot, starting) : "")}
                  onChange={setSlot}
                />
              ))}
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
        <div className="try-it-output">
          <HighlightedHtml code={configured.html} />
          <EventLog log={log} />
        </div>
      </div>
    </div>
  );
}
