import "./LoadError.css";

/** A page that could not be loaded: the error text and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="load-error" role="alert">
      <p className="load-error-message">{message}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
