/** Shown for any route the site does not have. */
export function NotFoundPage() {
  return (
    <div className="not-found container">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>
        The page may have moved, or the link that brought you here may be out of date. Try the navigation above, or
        start from the documentation.
      </p>
    </div>
  );
}
