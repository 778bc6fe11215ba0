import type { SearchAnswer } from "../../search/useSearchResponse";

/**
 * What the reader should know about an answer, above its results in the box and on
 * the results page (`className` is each one's, `-incomplete` and `-partial` added):
 * that part of the search could not load (the reader is offline, say), so the results
 * come only from what did; and that no page has every word of the query, so these
 * have some of them.
 */
export function AnswerNotes({ answer, query, className }: { answer: SearchAnswer; query: string; className: string }) {
  return (
    <>
      {answer.incomplete && (
        <p className={`${className}-incomplete`}>
          <strong>Incomplete results.</strong> Part of the search could not load (are you offline?); more pages may match.
        </p>
      )}
      {answer.partial && answer.results.length > 0 && (
        <p className={`${className}-partial`}>
          <strong>Partial matches.</strong> No page has every word of “{query}”; these have some of them.
        </p>
      )}
    </>
  );
}
