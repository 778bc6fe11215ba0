import "./Spinner.css";

/** Shown while a page loads. */
export function Spinner() {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner-circle" aria-hidden="true" />
      <span className="visually-hidden">Loading...</span>
    </div>
  );
}
