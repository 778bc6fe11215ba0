import type { Heading } from "../../data/types";
import { CLASS_NAMES } from "../../data/classNames";

/** A section's heading, with its id and the link to it shown on hover, as in the docs' articles. */
export function AnchorHeading({ heading }: { heading: Heading }) {
  const Tag = `h${Math.min(Math.max(heading.level, 2), 6)}` as "h2";
  return (
    <Tag id={heading.id}>
      {heading.text}
      <a className={CLASS_NAMES.hashLink} href={`#${heading.id}`} aria-label={`Direct link to ${heading.text}`}>
        #
      </a>
    </Tag>
  );
}
