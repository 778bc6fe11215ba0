import { useState, type ReactNode } from "react";

type Props = {
  /** The control's id, which the label names. */
  id: string;
  /** What the control edits (`design`), as its label says it. */
  name: string;
  label: ReactNode;
  /** The deprecation note, if it is deprecated. */
  deprecated?: string;
  /** Its type, default and description, shown on demand. */
  help: ReactNode;
  /** Why the value is not applied. */
  error?: string;
  className: string;
  children: ReactNode;
};

/**
 * One control of the panel: its label (deprecated ones marked), the control, a button
 * that shows what the control edits, and why a value is not applied.
 */
export function ControlRow({ id, name, label, deprecated, help, error, className, children }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <div className={`try-it-control ${className}`}>
      {/* The badge is beside the label, not in it: the control's name stays the property's. */}
      <span className="try-it-control-name">
        <label htmlFor={id} className={deprecated ? "try-it-deprecated" : undefined}>
          {label}
        </label>
        {deprecated && <span className="try-it-badge">deprecated</span>}
      </span>
      {children}
      <button
        type="button"
        className="try-it-help-toggle"
        aria-expanded={open}
        aria-controls={`${id}-help`}
        aria-label={`About ${name}`}
        title={`About ${name}`}
        onClick={() => setOpen(!open)}
      >
        ?
      </button>
      {error && (
        <p id={`${id}-error`} className="try-it-error" role="alert">
          {error}
        </p>
      )}
      <div id={`${id}-help`} className="try-it-help" hidden={!open}>
        {help}
      </div>
    </div>
  );
}
