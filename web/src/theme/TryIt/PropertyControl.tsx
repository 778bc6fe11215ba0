import { memo, useEffect, useId, useState } from "react";
import type { Property } from "../../data/pageData";
import { ControlHelp } from "./ControlHelp";
import { ControlRow } from "./ControlRow";
import { defaultValue, type ControlValue } from "./tryItState";

type Props = {
  property: Property;
  value: ControlValue;
  /** Why the value is not applied. */
  error?: string;
  onChange: (property: Property, value: ControlValue) => void;
};

/** The control of one property, by the kind of its value; labelled with the property's name. */
export const PropertyControl = memo(function PropertyControl({ property, value, error, onChange }: Props) {
  const id = useId();
  const change = (next: ControlValue) => onChange(property, next);
  const described = error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
  let control;
  switch (property.editor) {
    case "select":
      control = (
        <select id={id} value={value} onChange={(event) => change(event.target.value)} {...described}>
          {/* A property without a default value starts unset. */}
          {!(property.values ?? []).some((item) => item.name === defaultValue(property)) && <option value="">(not set)</option>}
          {(property.values ?? []).map((item) => (
            <option key={item.name} value={item.name}>
              {item.name}
            </option>
          ))}
        </select>
      );
      break;
    case "switch":
      control = (
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={value === "true"}
          onChange={(event) => change(String(event.target.checked))}
        />
      );
      break;
    case "integer":
    case "float":
      control = (
        <input
          id={id}
          type="number"
          step={property.editor === "integer" ? 1 : "any"}
          value={value}
          onChange={(event) => change(event.target.value)}
          {...described}
        />
      );
      break;
    case "json":
      control = <JsonField id={id} value={value} onChange={change} described={described} />;
      break;
    default:
      control = <input id={id} type="text" value={value} onChange={(event) => change(event.target.value)} spellCheck={false} />;
  }
  return (
    <ControlRow
      id={id}
      name={property.name}
      label={<code>{property.name}</code>}
      deprecated={property.deprecated}
      error={error}
      className={`try-it-control-${property.editor}`}
      help={
        <ControlHelp
          type={property.type}
          documentedDefault={property.editor === "switch" ? defaultValue(property) : property.default}
          attribute={property.attribute}
          deprecated={property.deprecated}
          description={property.description}
        />
      }
    >
      {control}
    </ControlRow>
  );
});

/** JSON is applied as it is typed, once it parses; the text stays the reader's. */
function JsonField({
  id,
  value,
  onChange,
  described,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  described: object;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <textarea
      id={id}
      rows={2}
      spellCheck={false}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(event.target.value);
      }}
      {...described}
    />
  );
}
