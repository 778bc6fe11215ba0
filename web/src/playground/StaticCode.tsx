/**
 * A file's code as read-only text in the editor's place, in its look (font, lines,
 * gutter of line numbers): what shows until the editor has loaded, so the code is on
 * screen at once and the editor takes its place without moving anything.
 */
export function StaticCode({ value }: { value: string }) {
  const lines = value.split("\n").length;
  return (
    <div className="static-code">
      <div className="static-code-gutter" aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => index + 1).join("\n")}
      </div>
      <pre className="static-code-text">{value}</pre>
    </div>
  );
}
