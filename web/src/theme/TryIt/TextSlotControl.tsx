import { memo, useId } from "react";
import type { Slot, TrySlot } from "../../data/pageData";
import { ControlHelp } from "./ControlHelp";
import { ControlRow } from "./ControlRow";

type Props = {
  slot: TrySlot;
  /** The slot as the API documents it. */
  api: Slot | undefined;
  value: string;
  onChange: (slot: TrySlot, value: string) => void;
};

/** The control of a slot that takes text: a button's label. */
export const TextSlotControl = memo(function TextSlotControl({ slot, api, value, onChange }: Props) {
  const id = useId();
  return (
    <ControlRow
      id={id}
      name={`${slot.name} slot`}
      label={
        <>
          <code>{slot.name}</code> (text)
        </>
      }
      deprecated={api?.deprecated}
      className="try-it-control-slot-text"
      help={<ControlHelp type={api?.type ?? []} deprecated={api?.deprecated} description={api?.description ?? ""} />}
    >
      <input id={id} type="text" value={value} onChange={(event) => onChange(slot, event.target.value)} />
    </ControlRow>
  );
});
