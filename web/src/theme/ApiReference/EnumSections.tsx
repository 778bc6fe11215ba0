import type { EnumReference } from "../../data/types";
import { AnchorHeading } from "./AnchorHeading";
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
      <table className="api-list">
        <thead>
          <tr>
            <th>Name</th>
            <th>Description</th>
          </tr>
        </thead>
        <tbody>
          {fields.items.map((field) => (
            <tr key={field.name}>
              <td>
                <code>{field.name}</code>
              </td>
              <td>
                <Html html={field.description} />
                {field.deprecated !== undefined && <p className="api-deprecated">{`Deprecated: ${field.deprecated}`}</p>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
