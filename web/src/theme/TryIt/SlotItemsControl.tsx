import { memo, useEffect, useId, useRef, useState } from "react";
import type { Slot, TryIt, TrySlot } from "../../data/pageData";
import { ControlHelp } from "./ControlHelp";
import { addItem, changeTag, keyOf, keyValue, MAX_ITEMS, moveItem, newElement, removeItem, renameItem, type SlotItem } from "./slotItems";
import { slotElements } from "../../preview/slotElements";

type Props = {
  slot: TrySlot;
  /** The slot as the API documents it. */
  api: Slot | undefined;
  elements: TryIt["elements"];
  /** The edited element of the starting markup, whose elements the items may be. */
  starting: Element | null;
  items: SlotItem[];
  onChange: (slot: TrySlot, items: SlotItem[]) => void;
};

/** What a reader knows an element without a name by: its text, shortened. */
function summaryOf(element: Element | null): string {
  const text = (element?.textContent ?? "").replace(/\s+/g, " ").trim();
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** Which button of which row to focus after a change moved or removed rows. */
type Focus = { row: number; action: "up" | "down" | "remove" } | "add";

/**
 * A slot that takes elements, one row per item: its element, its name (its text or
 * the attribute that names it), buttons to move it and to remove it; and a button to
 * add an item. A change touches only its item.
 */
export const SlotItemsControl = memo(function SlotItemsControl({ slot, api, elements, starting, items, onChange }: Props) {
  const id = useId();
  const choices = slot.accepts.filter((tag) => elements[tag]);
  // What to add: the element of the slot's last item, likely the one wanted again.
  const [adding, setAdding] = useState(() => choices.find((choice) => choice === items.at(-1)?.tag) ?? choices[0] ?? "");
  const [helpOpen, setHelpOpen] = useState(false);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const [focus, setFocus] = useState<Focus | null>(null);
  const originals = starting ? slotElements(starting, slot.name) : [];
  const most = slot.multiple ? MAX_ITEMS : 1;
  const change = (next: SlotItem[], then: Focus | null = null) => {
    onChange(slot, next);
    setFocus(then);
  };

  useEffect(() => {
    if (focus === null) return;
    const target = focus === "add" ? buttons.current.get("add") : buttons.current.get(`${focus.row}-${focus.action}`);
    // A move to the first or last place disables its button: the other one takes the focus.
    const other =
      focus !== "add" && focus.action !== "remove" ? buttons.current.get(`${focus.row}-${focus.action === "up" ? "down" : "up"}`) : null;
    (target && !target.disabled ? target : (other ?? buttons.current.get("add")))?.focus();
    setFocus(null);
  }, [focus]);

  const button = (key: string) => (element: HTMLButtonElement | null) => {
    buttons.current.set(key, element);
  };

  return (
    <fieldset className="try-it-slot">
      <legend>
        <code>{slot.name}</code> slot
        {api?.deprecated && <span className="try-it-badge">deprecated</span>}
        <button
          type="button"
          className="try-it-help-toggle"
          aria-expanded={helpOpen}
          aria-controls={`${id}-help`}
          aria-label={`About the ${slot.name} slot`}
          title={`About the ${slot.name} slot`}
          onClick={() => setHelpOpen(!helpOpen)}
        >
          ?
        </button>
      </legend>
      <div id={`${id}-help`} className="try-it-help" hidden={!helpOpen}>
        <ControlHelp type={api?.type ?? []} deprecated={api?.deprecated} description={api?.description ?? ""} />
      </div>
      {items.length === 0 && <p className="try-it-none">Empty.</p>}
      <ol className="try-it-items">
        {items.map((item, index) => {
          const element = item.from !== undefined ? (originals[item.from] ?? null) : newElement(elements, item.tag);
          const key = element ? keyOf(element) : null;
          const name = item.key ?? (element ? keyValue(element, key) : "");
          const label = `${slot.name} item ${index + 1}`;
          return (
            <li key={index} className="try-it-item">
              <div className="try-it-item-row">
                {choices.length > 1 ? (
                  <select
                    aria-label={`${label}: element`}
                    value={item.tag}
                    onChange={(event) => change(changeTag(items, index, event.target.value, name, elements))}
                  >
                    {choices.map((choice) => (
                      <option key={choice} value={choice}>
                        {`<${choice}>`}
                      </option>
                    ))}
                  </select>
                ) : (
                  <code className="try-it-item-tag">{`<${item.tag}>`}</code>
                )}
                {key ? (
                  <input
                    type="text"
                    aria-label={`${label}: ${"attribute" in key ? key.attribute : "text"}`}
                    value={name}
                    spellCheck={false}
                    onChange={(event) => change(renameItem(items, index, event.target.value))}
                  />
                ) : (
                  <span className="try-it-item-summary">{summaryOf(element)}</span>
                )}
                <span className="try-it-item-actions">
                  <button
                    type="button"
                    ref={button(`${index}-up`)}
                    className="try-it-icon-button"
                    aria-label={`Move ${label} up`}
                    title="Move up"
                    disabled={index === 0}
                    onClick={() => change(moveItem(items, index, -1), { row: index - 1, action: "up" })}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    ref={button(`${index}-down`)}
                    className="try-it-icon-button"
                    aria-label={`Move ${label} down`}
                    title="Move down"
                    disabled={index === items.length - 1}
                    onClick={() => change(moveItem(items, index, 1), { row: index + 1, action: "down" })}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    ref={button(`${index}-remove`)}
                    className="try-it-icon-button"
                    aria-label={`Remove ${label}`}
                    title="Remove"
                    onClick={() =>
                      change(
                        removeItem(items, index),
                        items.length > 1 ? { row: Math.min(index, items.length - 2), action: "remove" } : "add",
                      )
                    }
                  >
                    ✕
                  </button>
                </span>
              </div>
            </li>
          );
        })}
      </ol>
      {choices.length > 0 && (
        <div className="try-it-add">
          {choices.length > 1 && (
            <select
              aria-label={`Element to add to the ${slot.name} slot`}
              value={adding}
              onChange={(event) => setAdding(event.target.value)}
            >
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {`<${choice}>`}
                </option>
              ))}
            </select>
          )}
          <button
            type="button"
            ref={button("add")}
            className="sample-action"
            disabled={items.length >= most}
            onClick={() => change(addItem(items, choices.length > 1 ? adding : choices[0], elements))}
          >
            {choices.length > 1 ? "Add" : `Add <${choices[0]}>`}
          </button>
        </div>
      )}
    </fieldset>
  );
});
