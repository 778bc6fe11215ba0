import type { ReactNode } from "react";

/** A row of an entry's facts: its label and value. */
export type Fact = [label: string, value: ReactNode];

/** An entry's facts (description, type, default...), one row each, labelled. */
export function FactsTable({ facts }: { facts: Fact[] }) {
  return (
    <table className="api-table">
      <tbody>
        {facts.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The facts every member has at the end: since, deprecated, and the class it comes from. */
export function lifecycleFacts(member: { since?: string; deprecated?: string; inheritedFrom?: string }): Fact[] {
  const facts: Fact[] = [
    ["Since", member.since ?? "N/A"],
    ["Deprecated", member.deprecated ?? "false"],
  ];
  if (member.inheritedFrom !== undefined) facts.push(["Inherited from", <span className="api-inherited">{member.inheritedFrom}</span>]);
  return facts;
}
