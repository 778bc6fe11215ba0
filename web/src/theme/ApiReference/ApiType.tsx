import { Fragment } from "react";
import type { EnumValue, TypePart } from "../../data/types";
import { RouteLink } from "./RouteLink";

/**
 * A type as code, the names of enums, interfaces and components linked to their
 * pages; an enum type lists its values below. "N/A" when the type is not known.
 */
export function ApiType({ type, values }: { type: TypePart[]; values?: EnumValue[] }) {
  if (type.length === 0) return <>N/A</>;
  return (
    <>
      <code>
        {type.map((part, index) =>
          part.to === undefined ? (
            part.text
          ) : (
            <RouteLink key={index} to={part.to}>
              {part.text}
            </RouteLink>
          ),
        )}
      </code>
      {values && values.length > 0 && (
        <div className="api-enum-values">
          {values.map((value, index) => (
            <Fragment key={value.name}>
              {index > 0 && " | "}
              <code>{`"${value.name}"`}</code>
            </Fragment>
          ))}
        </div>
      )}
    </>
  );
}
