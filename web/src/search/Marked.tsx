import { Fragment } from "react";
import type { MarkedText } from "./types";

/** Marked text as React text nodes and `<mark>` elements: never parsed as HTML. */
export function Marked({ pieces }: { pieces: MarkedText }) {
  return (
    <>
      {pieces.map((piece, index) =>
        index % 2 === 1 ? <mark key={index}>{piece}</mark> : piece && <Fragment key={index}>{piece}</Fragment>,
      )}
    </>
  );
}
