/** Since which version an entry exists, and whether it is deprecated (with the note saying why). */
export function Badges({ since, deprecated }: { since?: string; deprecated?: string }) {
  if (since === undefined && deprecated === undefined) return null;
  return (
    <p className="api-badges">
      {since !== undefined && (
        <>
          <span className="api-badge">{`Since ${since}`}</span>{" "}
        </>
      )}
      {deprecated !== undefined && (
        <>
          <span className="api-badge api-badge-deprecated">Deprecated</span>
          {` ${deprecated}`}
        </>
      )}
    </p>
  );
}
