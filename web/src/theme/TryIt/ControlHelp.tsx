import type { TypePart } from "../../data/pageData";
import { ApiType } from "../ApiReference/ApiType";
import { Html } from "../ApiReference/Html";

type Props = {
  type: TypePart[];
  /** As the manifest writes it (`"Default"`), if it has one. */
  documentedDefault?: string;
  /** The attribute that sets it, if one does. */
  attribute?: string;
  deprecated?: string;
  /** HTML. */
  description: string;
};

/** What a control edits: its type, default and attribute, the deprecation note, the description. */
export function ControlHelp({ type, documentedDefault, attribute, deprecated, description }: Props) {
  return (
    <>
      <dl className="try-it-facts">
        <dt>Type</dt>
        <dd>
          <ApiType type={type} />
        </dd>
        {documentedDefault !== undefined && (
          <>
            <dt>Default</dt>
            <dd>
              <code>{documentedDefault}</code>
            </dd>
          </>
        )}
        {attribute && (
          <>
            <dt>Attribute</dt>
            <dd>
              <code>{attribute}</code>
            </dd>
          </>
        )}
      </dl>
      {deprecated && <p className="try-it-deprecation">Deprecated: {deprecated}</p>}
      <Html html={description} className="try-it-description" />
    </>
  );
}
