import { memo } from "react";
import type { VersionChange } from "../../data/types";
import { Html } from "../ApiReference/Html";
import "./Version2.css";

type Props = {
  /** What changes, one row each. */
  changes: VersionChange[];
  /** What the table lists, for assistive technology (`Changes to Button in version 2`). */
  caption: string;
  /** The converter's address, which the rows it does link to (a label alone without it). */
  converterHref?: string;
  /**
   * Which rows a filter shows, one character a row: `1` shown, `0` hidden. Every row
   * shows without it. A string, so that an unchanged set of rows leaves the table as it is.
   */
  shown?: string;
};

/**
 * The changes of a component, enum, interface or package from 1.24 to 2.x: what
 * changes, how it is in each version and what to do, with the rows the markup
 * converter does marked as such.
 */
export const ChangesTable = memo(function ChangesTable({ changes, caption, converterHref, shown }: Props) {
  // On a narrow column the rows stack, each a card with its cells labelled (CSS): the
  // roles keep the table a table for assistive technology whatever its display.
  return (
    <div className="version2-changes">
      <table className="version2-table" role="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader" className="version2-item">
              {COLUMNS[0]}
            </th>
            <th scope="col" role="columnheader">
              {COLUMNS[1]}
            </th>
            <th scope="col" role="columnheader">
              {COLUMNS[2]}
            </th>
            <th scope="col" role="columnheader">
              {COLUMNS[3]}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {changes.map((change, index) => (
            <ChangeRow key={index} change={change} converterHref={converterHref} hidden={shown !== undefined && shown[index] === "0"} />
          ))}
        </tbody>
      </table>
    </div>
  );
});

const COLUMNS = ["Item", "1.24", "2.x", "What to do"] as const;

const ChangeRow = memo(function ChangeRow({
  change,
  converterHref,
  hidden,
}: {
  change: VersionChange;
  converterHref?: string;
  hidden: boolean;
}) {
  return (
    <tr role="row" hidden={hidden} className={change.mechanical ? "version2-mechanical" : undefined}>
      <td role="cell" className="version2-item">
        {change.item}
      </td>
      <td role="cell" data-label={COLUMNS[1]}>
        <Html html={change.old} />
      </td>
      <td role="cell" data-label={COLUMNS[2]}>
        {change.new === undefined ? (
          <span className="version2-none">
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">none in 2.x</span>
          </span>
        ) : (
          <Html html={change.new} />
        )}
      </td>
      <td role="cell" data-label={COLUMNS[3]}>
        <div>
          {change.mechanical &&
            (converterHref === undefined ? (
              <span className="version2-converter">
                <span className="visually-hidden">Done by the</span> Converter
              </span>
            ) : (
              <a className="version2-converter" href={converterHref} title="The converter on the migration page makes this change">
                <span className="visually-hidden">Done by the</span> Converter
              </a>
            ))}
          <Html html={change.todo} />
        </div>
      </td>
    </tr>
  );
});
