import type { ReactNode } from "react";

type Props<T> = {
  /** The second column's heading: `Description`, `Module`. */
  second: string;
  items: T[];
  keyOf: (item: T) => string;
  name: (item: T) => ReactNode;
  detail: (item: T) => ReactNode;
};

/** A two-column table of the API (`api-list`): each entry's name and what goes with it. */
export function ApiList<T>({ second, items, keyOf, name, detail }: Props<T>) {
  return (
    <table className="api-list">
      <thead>
        <tr>
          <th>Name</th>
          <th>{second}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={keyOf(item)}>
            <td>{name(item)}</td>
            <td>{detail(item)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
