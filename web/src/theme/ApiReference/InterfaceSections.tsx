import type { InterfaceReference } from "../../data/types";
import { AnchorHeading } from "./AnchorHeading";
import { Badges } from "./Badges";
import { Html } from "./Html";
import { RouteLink } from "./RouteLink";

/** An interface's page below its title: its description, then the components implementing it. */
export function InterfaceSections({ reference }: { reference: InterfaceReference }) {
  const { since, description, implementations } = reference;
  return (
    <>
      <Badges since={since} />
      <Html html={description} />
      <AnchorHeading heading={implementations.heading} />
      {implementations.items.length === 0 ? (
        <p>This interface has no direct implementations among the components.</p>
      ) : (
        <table className="api-list">
          <thead>
            <tr>
              <th>Name</th>
              <th>Module</th>
            </tr>
          </thead>
          <tbody>
            {implementations.items.map((item) => (
              <tr key={item.name}>
                <td>{item.to === undefined ? item.name : <RouteLink to={item.to}>{item.name}</RouteLink>}</td>
                <td>
                  <code>{item.module}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
