/**
 * Says that part of the search could not load (the reader is offline, say), so the
 * results come only from what did. The box and the results page show it with them.
 */
export function IncompleteNote() {
  return (
    <>
      <strong>Incomplete results.</strong> Part of the search could not load (are you offline?); more pages may match.
    </>
  );
}
