import { memo, useEffect, useMemo, useRef } from "react";
import type { ConversionEdit } from "./conversion";
import { diffLines, type DiffSegment } from "./diffLines";

type Props = {
  /** The text as the reader gave it. */
  input: string;
  /** The converter's edits of it (UTF-16 offsets). */
  edits: ConversionEdit[];
  /** The line a note points at, highlighted and brought into view; `seq` tells a second click on it from the first. */
  target: { line: number; seq: number } | null;
  /** The lines that notes say need a hand, marked as such. */
  byHandLines?: ReadonlySet<number>;
  /** The id of the view's label. */
  labelledBy: string;
};

/**
 * The converted text as a diff of the reader's: each line numbered as in their text,
 * what the converter removed struck through and what it inserted marked. Everything
 * in it is text: nothing the reader pasted is ever read as markup.
 */
export const DiffView = memo(function DiffView({ input, edits, target, byHandLines, labelledBy }: Props) {
  const lines = useMemo(() => diffLines(input, edits), [input, edits]);
  const view = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!target) return;
    const line = view.current?.querySelector<HTMLElement>(`[data-line="${target.line}"]`);
    if (!line) return;
    // (Not in every environment: jsdom has none.)
    line.scrollIntoView?.({ block: "nearest", inline: "nearest" });
    line.focus({ preventScroll: true });
  }, [target]);

  return (
    <div ref={view} className="migration-diff" role="group" aria-labelledby={labelledBy} tabIndex={0}>
      {lines.map((line) => (
        <div
          key={line.number}
          className={[
            "migration-diff-line",
            line.changed ? "changed" : "",
            byHandLines?.has(line.number) ? "by-hand" : "",
            target?.line === line.number ? "targeted" : "",
          ]
            .filter(Boolean)
            .join(" ")}
          data-line={line.number}
          tabIndex={-1}
        >
          <span className="migration-diff-number">
            <span className="visually-hidden">Line </span>
            {line.number}
            {byHandLines?.has(line.number) && <span className="visually-hidden">, to do by hand</span>}
          </span>
          <code className="migration-diff-text">
            {line.segments.map((segment, index) => (
              <Segment key={index} segment={segment} />
            ))}
          </code>
        </div>
      ))}
    </div>
  );
});

function Segment({ segment }: { segment: DiffSegment }) {
  if (segment.kind === "del") {
    return (
      <del>
        <span className="visually-hidden">removed: </span>
        {segment.text}
      </del>
    );
  }
  if (segment.kind === "ins") {
    return (
      <ins>
        <span className="visually-hidden">inserted: </span>
        {segment.text}
      </ins>
    );
  }
  return <>{segment.text}</>;
}
