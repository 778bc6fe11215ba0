/**
 * The heading the reader is in: the last one whose top has scrolled above the line
 * just under the navbar, or the first heading when none has yet.
 */
export function activeHeadingId(headings: { id: string; top: number }[], line: number): string | undefined {
  let active = headings[0]?.id;
  for (const heading of headings) {
    if (heading.top <= line) active = heading.id;
    else break;
  }
  return active;
}
