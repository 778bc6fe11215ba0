import { memo, useId } from "react";
import type { TryIt, TrySlot } from "../../data/pageData";
import { NO_ELEMENTS, parseElements, type SlotValue } from "./tryItState";

type Props = {
  slot: TrySlot;
  elements: TryIt["elements"];
  value: SlotValue;
  onChange: (name: string, value: SlotValue) => void;
};

/** A slot's control: its text, or which of the elements it accepts it holds, and how many. */
export const SlotControl = memo(function SlotControl({ slot, elements, value, onChange }: Props) {
  const id = useId();
  const change = (next: SlotValue) => onChange(slot.name, next);
  if (slot.text) {
    return (
      <div className="try-it-control try-it-control-slot-text">
        <label htmlFor={id}>
          <code>{slot.name}</code> (text)
        </label>
        <input id={id} type="text" value={value} onChange={(event) => change(event.target.value)} />
      </div>
    );
  }
  const chosen = parseElements(value);
  const choices = slot.accepts.filter((tag) => elements[tag]);
  const tag = chosen && choices.includes(chosen.tag) ? chosen.tag : "";
  const count = chosen?.count ?? 1;
  return (
    <div className="try-it-control try-it-control-slot">
      <label htmlFor={id}>
        <code>{slot.name}</code>
      </label>
      <select id={id} value={tag} onChange={(event) => change(event.target.value ? `${event.target.value}*${count}` : NO_ELEMENTS)}>
        <option value="">(empty)</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {`<${choice}>`}
          </option>
        ))}
      </select>
      {slot.multiple && tag && (
        <input
          type="number"
          min={1}
          max={10}
          value={count}
          aria-label={`${slot.name}: number of elements`}
          onChange={(event) => change(`${tag}*${Math.max(1, Math.min(10, Number(event.target.value) || 1))}`)}
        />
      )}
    </div>
  );
});
