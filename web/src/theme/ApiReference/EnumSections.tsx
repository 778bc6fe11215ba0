import type { EnumReference } from "../../data/types";
import { AnchorHeading } from "./AnchorHeading";
import { ApiList } from "./ApiList";
import { Badges } from "./Badges";
import { Html } from "./Html";
import { Version2Section } from "../Version2/Version2Section";

/** An enum's page below its title: its description, its values, then what becomes of it in version 2. */
export function EnumSections({ name, reference }: { name: string; reference: EnumReference }) {
  const { since, deprecated, description, fields, version2 } = reference;
  return (
    <>
      <Badges since={since} deprecated={deprecated} />
      <Html html={description} />
      <AnchorHeading heading={fields.heading} />
      <ApiList
        second="Description"
        items={fields.items}
        keyOf={(field) => field.name}
        name={(field) => <code>{field.name}</code>}
        detail={(field) => (
          <>
            <Html html={field.description} />
            {field.deprecated !== undefined && <p className="api-deprecated">{`Deprecated: ${field.deprecated}`}</p>}
          </>
        )}
      />
      {version2 && <Version2Section name={name} version2={version2} />}
    </>
  );
}
