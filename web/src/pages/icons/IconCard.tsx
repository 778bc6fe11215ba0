import { memo } from "react";
import type { IconData } from "../../data/types";
import { CheckIcon } from "../../theme/Icons/Icons";

/** What a card's buttons copy, and their labels. */
export const COPY_ACTIONS = [
  { kind: "name", label: "Copy Icon Name" },
  { kind: "svg", label: "Copy SVG" },
  { kind: "import", label: "Copy Import" },
] as const;

export type CopyKind = (typeof COPY_ACTIONS)[number]["kind"];

type Props = {
  icon: IconData;
  /** The collection's viewBox, for icons without their own. */
  viewBox: string;
  /** The filter does not match the icon. */
  hidden: boolean;
  /** The button that copied last, shown with a check mark for a moment. */
  copied: CopyKind | null;
  onCopy: (icon: IconData, kind: CopyKind) => void;
};

/**
 * One icon: drawn inline from its path data (no component and no request per icon),
 * its name, and buttons that copy it. Memoised, with its content apart from the
 * filter's `hidden`: typing re-renders the cards whose visibility changes, and each
 * of those only to that attribute.
 */
export const IconCard = memo(function IconCard({ hidden, ...content }: Props) {
  return (
    <li className="icon-card" hidden={hidden}>
      <IconCardContent {...content} />
    </li>
  );
});

const IconCardContent = memo(function IconCardContent({ icon, viewBox, copied, onCopy }: Omit<Props, "hidden">) {
  const nameId = `icon-name-${icon.name}`;
  return (
    <>
      <svg
        className="icon-card-glyph"
        viewBox={icon.viewBox ?? viewBox}
        data-ltr={icon.ltr ? "" : undefined}
        aria-hidden="true"
        focusable="false"
      >
        {icon.paths.map((d, index) => (
          <path key={index} d={d} />
        ))}
      </svg>
      <span className="icon-card-name" id={nameId}>
        {icon.name}
      </span>
      <div className="icon-card-actions">
        {COPY_ACTIONS.map(({ kind, label }) => (
          <button
            key={kind}
            type="button"
            className={`icon-card-copy${copied === kind ? " copied" : ""}`}
            data-copy={kind}
            aria-describedby={nameId}
            onClick={() => onCopy(icon, kind)}
          >
            {copied === kind && <CheckIcon />}
            {label}
          </button>
        ))}
      </div>
    </>
  );
});
