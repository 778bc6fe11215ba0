import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";

/** The share of the width the first pane may take, in percent. */
const MIN = 20;
const MAX = 80;
const START = 50;
const KEY_STEP = 5;

const clamp = (value: number) => Math.min(MAX, Math.max(MIN, value));

type Props = {
  first: ReactNode;
  second: ReactNode;
  /** The accessible name of the divider. */
  label: string;
};

/**
 * Two panes side by side with a divider between them: drag it, or focus it and use
 * the arrow keys, Home and End; a double click or Enter puts it back in the middle.
 */
export function SplitView({ first, second, label }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const [share, setShare] = useState(START);
  const [dragging, setDragging] = useState(false);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const box = container.current?.getBoundingClientRect();
    if (!dragging || !box || box.width === 0) return;
    setShare(clamp(((event.clientX - box.left) / box.width) * 100));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next: Record<string, number> = {
      ArrowLeft: share - KEY_STEP,
      ArrowRight: share + KEY_STEP,
      Home: MIN,
      End: MAX,
      Enter: START,
    };
    if (event.key in next) {
      event.preventDefault();
      setShare(clamp(next[event.key]));
    }
  };

  return (
    <div ref={container} className={`split-view${dragging ? " dragging" : ""}`} style={{ "--split-share": `${share}%` } as CSSProperties}>
      <div className="split-view-pane">{first}</div>
      <div
        className="split-view-divider"
        role="separator"
        aria-orientation="vertical"
        aria-label={label}
        aria-valuemin={MIN}
        aria-valuemax={MAX}
        aria-valuenow={Math.round(share)}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => setDragging(false)}
        onPointerCancel={() => setDragging(false)}
        onDoubleClick={() => setShare(START)}
        onKeyDown={onKeyDown}
      />
      <div className="split-view-pane">{second}</div>
    </div>
  );
}
