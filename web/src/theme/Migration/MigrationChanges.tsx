import { memo, useDeferredValue, useId, useMemo, useState } from "react";
import { useHydrated } from "../../app/useHydrated";
import type { MigrationGroup, MigrationPackage } from "../../data/types";
import { AnchorHeading } from "../ApiReference/AnchorHeading";
import { RouteLink } from "../ApiReference/RouteLink";
import { CLASS_NAMES } from "../../data/classNames";
import { ChangesTable } from "../Version2/ChangesTable";
import { filterChanges, indexChanges, partCount, plural, summary } from "./filterChanges";

type Props = {
  packages: MigrationPackage[];
  /** The converter's address on the page, which the rows it does link to. */
  converterHref: string;
};

/**
 * Every change from 1.24 to 2.x, by package and group (a component, an enum...), with
 * a filter over their names, tags and text, and their counts. Without JavaScript, or
 * before the reader filters, everything shows.
 */
export function MigrationChanges({ packages, converterHref }: Props) {
  const id = useId();
  const hydrated = useHydrated();
  const [query, setQuery] = useState("");
  const [byHandOnly, setByHandOnly] = useState(false);
  // The page answers each key at once; the tables follow when the browser has time.
  const asked = useMemo(() => ({ query, byHandOnly }), [query, byHandOnly]);
  const filter = useDeferredValue(asked);
  const index = useMemo(() => indexChanges(packages), [packages]);
  const result = useMemo(() => filterChanges(index, filter), [index, filter]);
  const trimmed = filter.query.trim();

  return (
    <div className="migration-changes">
      <div className="migration-filter">
        <div className="migration-filter-controls">
          <label htmlFor={`${id}-filter`} className="migration-label">
            Filter changes
          </label>
          <input
            id={`${id}-filter`}
            type="search"
            className="migration-filter-input"
            value={query}
            placeholder="Button, value-state, icon…"
            autoComplete="off"
            spellCheck={false}
            disabled={!hydrated}
            onChange={(event) => setQuery(event.target.value)}
          />
          <label className="migration-filter-toggle">
            <input type="checkbox" checked={byHandOnly} disabled={!hydrated} onChange={(event) => setByHandOnly(event.target.checked)} />
            By hand only
          </label>
        </div>
        <p className="migration-filter-summary" role="status">
          {summary(result, index.total)}
        </p>
      </div>
      {result.rows === 0 && (
        <div className="migration-no-match">
          <p>
            {trimmed !== ""
              ? `No change matches “${trimmed}”${filter.byHandOnly ? " among those to do by hand" : ""}.`
              : "No change is left to do by hand."}
          </p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setQuery("");
              setByHandOnly(false);
            }}
          >
            Show every change
          </button>
        </div>
      )}
      {packages.map((pkg, p) => (
        <PackageChanges
          key={pkg.heading.id}
          pkg={pkg}
          shown={result.shown[p]}
          groupCounts={result.groupCounts[p]}
          counts={result.packageCounts[p]}
          converterHref={converterHref}
        />
      ))}
    </div>
  );
}

function PackageChanges({
  pkg,
  shown,
  groupCounts,
  counts,
  converterHref,
}: {
  pkg: MigrationPackage;
  shown: string[];
  groupCounts: number[];
  counts: { rows: number; groups: number };
  converterHref: string;
}) {
  const total = pkg.groups.reduce((sum, group) => sum + group.changes.length, 0);
  const groups = pkg.groups.length;
  return (
    <div className="migration-package" hidden={counts.rows === 0}>
      <AnchorHeading heading={pkg.heading} />
      <p className="migration-count">
        {counts.rows === total
          ? `${plural(total, "change", "changes")} in ${plural(groups, "group", "groups")}`
          : `${counts.rows} of ${plural(total, "change", "changes")} shown, in ${counts.groups} of ${plural(groups, "group", "groups")}`}
      </p>
      {pkg.groups.map((group, g) => (
        <GroupChanges key={group.heading.id} group={group} shown={shown[g]} count={groupCounts[g]} converterHref={converterHref} />
      ))}
    </div>
  );
}

/** What a group is, before its tag: `Component`, `Enum`; the package's own list says nothing. */
function kindLabel(kind: string): string | null {
  return kind === "Package" ? null : kind;
}

const GroupChanges = memo(function GroupChanges({
  group,
  shown,
  count,
  converterHref,
}: {
  group: MigrationGroup;
  shown: string;
  count: number;
  converterHref: string;
}) {
  const { heading, kind, to, tag, changes } = group;
  const label = kindLabel(kind);
  return (
    <div className="migration-group" hidden={count === 0}>
      <h3 id={heading.id}>
        {to !== undefined ? <RouteLink to={to}>{heading.text}</RouteLink> : heading.text}
        <a className={CLASS_NAMES.hashLink} href={`#${heading.id}`} aria-label={`Direct link to ${heading.text}`}>
          #
        </a>
      </h3>
      <p className="migration-count">
        {label !== null && <span className="migration-kind-label">{label}</span>}
        {tag !== undefined && <code>{`<${tag}>`}</code>}
        <span>{partCount(count, changes.length)}</span>
      </p>
      <ChangesTable changes={changes} caption={`Changes to ${heading.text} in version 2`} converterHref={converterHref} shown={shown} />
    </div>
  );
});
