import { useId } from "react";

/** The widths a reader can give the preview; `undefined`: the panel's whole width. */
export const VIEWPORTS = [
  { name: "Phone", width: 375 },
  { name: "Tablet", width: 768 },
  { name: "Desktop", width: undefined },
] as const;

export type Viewport = (typeof VIEWPORTS)[number]["name"];

/** How wide the preview is: a phone's, a tablet's, or the panel's. */
export function ViewportSwitch({ value, onChange }: { value: Viewport; onChange: (viewport: Viewport) => void }) {
  const name = useId();
  return (
    <fieldset className="try-it-viewports">
      <legend className="visually-hidden">Preview width</legend>
      {VIEWPORTS.map((viewport) => (
        <label
          key={viewport.name}
          className="try-it-viewport"
          title={viewport.width ? `${viewport.width} px wide` : "As wide as the panel"}
        >
          <input
            type="radio"
            name={name}
            value={viewport.name}
            checked={value === viewport.name}
            onChange={() => onChange(viewport.name)}
          />
          <span>{viewport.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
