// The migration page's filter over its changes: which rows a query shows, and the
// counts the page gives of them. Pure, so that it is tested on its own and the page
// only renders what it answers.

import type { MigrationGroup, MigrationPackage, VersionChange } from "../../data/types";

/** The text of each row, as the filter reads it, by package and group. */
export type ChangeIndex = {
  packages: {
    groups: {
      kind: string;
      /** Each row's text in lower case: the group's name and tag, then every cell. */
      rows: string[];
      /** Whether each row is left to do by hand (the converter does not do it). */
      byHand: boolean[];
    }[];
  }[];
  /** How many rows there are in all. */
  total: number;
};

/** What the reader asks for: words that must all appear in a row, and maybe only what is done by hand. */
export type ChangeFilter = { query: string; byHandOnly: boolean };

/** The rows shown by a filter, and their counts. */
export type FilterResult = {
  /** For each package and each of its groups: its rows, `1` shown and `0` hidden. */
  shown: string[][];
  /** For each package and each of its groups: how many of its rows show. */
  groupCounts: number[][];
  /** For each package: how many of its rows and groups show. */
  packageCounts: { rows: number; groups: number }[];
  /** How many rows show in all. */
  rows: number;
  /** How many groups show, by kind (`Component`, `Enum`...), in the order of the page. */
  groupsByKind: [kind: string, count: number][];
  /** Whether the filter shows every row. */
  all: boolean;
};

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The text of a piece of the engine's HTML: its tags left out, its character references decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference: string, name: string) => {
      if (name[0] === "#") {
        const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
      }
      return ENTITIES[name.toLowerCase()] ?? reference;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** The text the filter reads for a row of a group. */
export function rowText(group: MigrationGroup, change: VersionChange): string {
  const cells = [change.item, htmlText(change.old), change.new === undefined ? "" : htmlText(change.new), htmlText(change.todo)];
  return [group.heading.text, group.tag ?? "", ...cells].join("\n").toLowerCase();
}

/** Reads every row's text once, for the filter to search. */
export function indexChanges(packages: MigrationPackage[]): ChangeIndex {
  const indexed = packages.map((pkg) => ({
    groups: pkg.groups.map((group) => ({
      kind: group.kind,
      rows: group.changes.map((change) => rowText(group, change)),
      byHand: group.changes.map((change) => !change.mechanical),
    })),
  }));
  const total = indexed.reduce((sum, pkg) => sum + pkg.groups.reduce((n, group) => n + group.rows.length, 0), 0);
  return { packages: indexed, total };
}

/** The words of a query, in lower case. */
export function queryWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Which rows the filter shows: those holding every word of the query (and left to do by hand, if asked). */
export function filterChanges(index: ChangeIndex, { query, byHandOnly }: ChangeFilter): FilterResult {
  const words = queryWords(query);
  const kinds = new Map<string, number>();
  let rows = 0;
  const shown: string[][] = [];
  const groupCounts: number[][] = [];
  const packageCounts: { rows: number; groups: number }[] = [];
  for (const pkg of index.packages) {
    const pkgShown: string[] = [];
    const pkgCounts: number[] = [];
    let pkgRows = 0;
    let pkgGroups = 0;
    for (const group of pkg.groups) {
      let mask = "";
      let count = 0;
      group.rows.forEach((text, row) => {
        const show = (!byHandOnly || group.byHand[row]) && words.every((word) => text.includes(word));
        mask += show ? "1" : "0";
        if (show) count++;
      });
      pkgShown.push(mask);
      pkgCounts.push(count);
      if (count > 0) {
        pkgRows += count;
        pkgGroups++;
        kinds.set(group.kind, (kinds.get(group.kind) ?? 0) + 1);
      }
    }
    shown.push(pkgShown);
    groupCounts.push(pkgCounts);
    packageCounts.push({ rows: pkgRows, groups: pkgGroups });
    rows += pkgRows;
  }
  return { shown, groupCounts, packageCounts, rows, groupsByKind: [...kinds], all: rows === index.total };
}

/** The result of no filter: every row shows. */
export function unfiltered(index: ChangeIndex): FilterResult {
  return filterChanges(index, { query: "", byHandOnly: false });
}

const KIND_NAMES: Record<string, [one: string, many: string]> = {
  Component: ["component", "components"],
  Enum: ["enum", "enums"],
  Interface: ["interface", "interfaces"],
  Class: ["class", "classes"],
  Package: ["package-wide list", "package-wide lists"],
};

/** `1 change`, `3 changes`. */
export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** `a, b and c`. */
function list(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** `85 components, 20 enums and 1 class`. */
export function describeGroups(groupsByKind: [kind: string, count: number][]): string {
  return list(
    groupsByKind.map(([kind, count]) => {
      const [one, many] = KIND_NAMES[kind] ?? [kind.toLowerCase(), `${kind.toLowerCase()}s`];
      return plural(count, one, many);
    }),
  );
}

/** The page's count: `323 changes in 85 components, …`, or, filtered, `Showing 12 of 323 changes in 5 components.` */
export function summary(result: FilterResult, total: number): string {
  if (result.rows === 0) return `Showing 0 of ${plural(total, "change", "changes")}.`;
  const where = describeGroups(result.groupsByKind);
  if (result.all) return `${plural(total, "change", "changes")} in ${where}.`;
  return `Showing ${result.rows} of ${plural(total, "change", "changes")} in ${where}.`;
}

/** A package's or a group's count: `12 changes`, or, filtered, `3 of 12 changes shown`. */
export function partCount(shown: number, total: number): string {
  return shown === total ? plural(total, "change", "changes") : `${shown} of ${plural(total, "change", "changes")} shown`;
}
