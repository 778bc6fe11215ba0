import type { InterfaceReference } from "../../data/types";
import { AnchorHeading } from "./AnchorHeading";
import { ApiList } from "./ApiList";
import { Badges } from "./Badges";
import { Html } from "./Html";
import { RouteLink } from "./RouteLink";
import { Version2Section } from "../Version2/Version2Section";

/**
 * An interface's page below its title: its description, the components implementing it,
 * then what becomes of it in version 2.
 */
export function InterfaceSections({ name, reference }: { name: string; reference: InterfaceReference }) {
  const { since, description, implementations, version2 } = reference;
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
      {version2 && <Version2Section name={name} version2={version2} />}
    </>
  );
}
