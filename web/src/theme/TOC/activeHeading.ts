/**
 * The heading the reader is in. The first heading at or below the line under the
 * navbar counts if it sits in the upper half of the window (the reader has just
 * reached it, or jumped to it); otherwise the reader is still in the section before
 * it. Below the last heading, the last one counts.
 */
export function activeHeadingId(headings: { id: string; top: number }[], line: number, viewportHeight: number): string | undefined {
  const next = headings.findIndex((heading) => heading.top >= line);
  if (next === -1) return headings.at(-1)?.id;
  if (headings[next].top < viewportHeight / 2 || next === 0) return headings[next].id;
  return headings[next - 1].id;
}
