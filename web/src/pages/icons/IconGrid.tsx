import { memo, startTransition, useCallback, useEffect, useMemo, useState } from "react";
import { COPIED_FEEDBACK_MS } from "../../app/constants";
import { useSettings } from "../../app/preferences";
import type { IconCatalog, IconData } from "../../data/types";
import { COPY_ACTIONS, IconCard, type CopyKind } from "./IconCard";
import { filterIcons, importLine, standaloneSvg } from "./iconCatalog";

type Copied = { name: string; kind: CopyKind };

/**
 * Cards added to the document per step. Several hundred cards at once make one long
 * task (a phone takes a quarter of a second): the first screenful comes at once, the
 * rest in steps the browser can answer the reader between.
 */
const CARDS_PER_STEP = 120;

type Props = {
  catalog: IconCatalog;
  query: string;
  /** The id of the collection's heading, which names the grid. */
  labelledBy: string;
};

/**
 * A collection's icons, those the filter matches shown: the count, the cards, and
 * what copying them announces. Memoised: typing re-renders it once the filter text
 * it shows changes, not on every keystroke.
 */
export const IconGrid = memo(function IconGrid({ catalog, query, labelledBy }: Props) {
  const matches = useMemo(() => new Set(filterIcons(catalog.icons, query)), [catalog, query]);
  const rtl = useSettings().textDirection === "RTL";
  const [copied, setCopied] = useState<Copied | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const total = catalog.icons.length;
  const [rendered, setRendered] = useState(() => Math.min(CARDS_PER_STEP, total));

  useEffect(() => {
    if (rendered >= total) return;
    const timer = window.setTimeout(() => startTransition(() => setRendered((count) => Math.min(count + CARDS_PER_STEP, total))));
    return () => window.clearTimeout(timer);
  }, [rendered, total]);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(null), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = useCallback(
    (icon: IconData, kind: CopyKind) => {
      const text = kind === "name" ? icon.importName : kind === "svg" ? standaloneSvg(icon, catalog) : importLine(icon, catalog.moduleDir);
      const label = COPY_ACTIONS.find((action) => action.kind === kind)?.label ?? kind;
      navigator.clipboard.writeText(text).then(
        () => {
          setCopied({ name: icon.name, kind });
          setAnnouncement(`${label}: copied for ${icon.name}.`);
        },
        (error: unknown) => {
          console.warn("Copying to the clipboard failed.", error);
          setAnnouncement(`${label}: the clipboard refused the copy for ${icon.name}.`);
        },
      );
    },
    [catalog],
  );

  return (
    <>
      <p className="icons-status" role="status" data-count={matches.size}>
        {matches.size === total ? `${total} icons` : `${matches.size} of ${total} icons`}
        {rtl && " (right to left: icons that mirror are shown mirrored)"}
      </p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {matches.size === 0 && <p className="icons-empty">No matching icons found</p>}
      {/* Every card stays in the document and the filter hides the others: showing and
          hiding is far cheaper than creating and removing hundreds of cards per keystroke. */}
      <ul className="icons-grid" dir={rtl ? "rtl" : "ltr"} aria-labelledby={labelledBy} hidden={matches.size === 0}>
        {catalog.icons.slice(0, rendered).map((icon) => (
          <IconCard
            key={icon.name}
            icon={icon}
            viewBox={catalog.viewBox}
            hidden={!matches.has(icon)}
            copied={copied?.name === icon.name ? copied.kind : null}
            onCopy={copy}
          />
        ))}
      </ul>
    </>
  );
});
