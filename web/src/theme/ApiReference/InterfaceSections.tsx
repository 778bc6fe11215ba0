import type { InterfaceReference } from "../../data/types";
import { AnchorHeading } from "./AnchorHeading";
import { ApiList } from "./ApiList";
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
        <ApiList
          second="Module"
          items={implementations.items}
          keyOf={(item) => item.name}
          name={(item) => (item.to === undefined ? item.name : <RouteLink to={item.to}>{item.name}</RouteLink>)}
          detail={(item) => <code>{item.module}</code>}
        />
      )}
    </>
  );
}
