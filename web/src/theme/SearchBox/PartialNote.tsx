/**
 * Says that the results shown match only some of the query's words: no page or
 * section has them all. The box and the results page show it above such results.
 */
export function PartialNote({ query }: { query: string }) {
  return (
    <>
      <strong>Partial matches.</strong> No page has every word of “{query}”; these have some of them.
    </>
  );
}
