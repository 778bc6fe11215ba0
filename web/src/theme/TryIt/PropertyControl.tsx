import { memo, useEffect, useId, useState } from "react";
import type { Property } from "../../data/pageData";
import { defaultValue, type ControlValue } from "./tryItState";

type Props = {
  property: Property;
  value: ControlValue;
  /** Why the value is not applied. */
  error?: string;
  onChange: (name: string, value: ControlValue) => void;
};

/** The control of one property, by the kind of its value; labelled with the property's name. */
export const PropertyControl = memo(function PropertyControl({ property, value, error, onChange }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const change = (next: ControlValue) => onChange(property.name, next);
  const described = error ? { "aria-invalid": true, "aria-describedby": errorId } : {};
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
        <input id={id} type="checkbox" role="switch" checked={value === "true"} onChange={(event) => change(String(event.target.checked))} />
      );
      break;
    case "integer":
    case "float":
      control = (
        <input id={id} type="number" step={property.editor === "integer" ? 1 : "any"} value={value} onChange={(event) => change(event.target.value)} {...described} />
      );
      break;
    case "json":
      control = <JsonField id={id} value={value} onChange={change} described={described} />;
      break;
    case "readonly":
      control = (
        <output id={id} className="try-it-readonly">
          {value === "" ? "(read-only)" : `${value} (read-only)`}
        </output>
      );
      break;
    default:
      control = <input id={id} type="text" value={value} onChange={(event) => change(event.target.value)} spellCheck={false} />;
  }
  return (
    <div className={`try-it-control try-it-control-${property.editor}`}>
      <label htmlFor={id}>
        <code>{property.name}</code>
      </label>
      {control}
      {error && (
        <p id={errorId} className="try-it-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
});

/** JSON is applied as it is typed, once it parses; the text stays the reader's. */
function JsonField({ id, value, onChange, described }: { id: string; value: string; onChange: (value: string) => void; described: object }) {
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
