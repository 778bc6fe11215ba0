import type { EnumReference } from "../../data/types";
import { AnchorHeading } from "./AnchorHeading";
import { ApiList } from "./ApiList";
import { Badges } from "./Badges";
import { Html } from "./Html";

/** An enum's page below its title: its description, then its values. */
export function EnumSections({ reference }: { reference: EnumReference }) {
  const { since, deprecated, description, fields } = reference;
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
    </>
  );
}
