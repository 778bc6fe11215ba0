import type { Property } from "../../data/pageData";
import { ControlHelp } from "./ControlHelp";

/**
 * The properties a reader cannot set, apart from the controls, folded: their values
 * as the preview last reported them, and what each is.
 */
export function ReadonlyProperties({ properties, values }: { properties: Property[]; values: Record<string, string> }) {
  if (properties.length === 0) return null;
  return (
    <details className="try-it-readonly">
      <summary>Read-only properties ({properties.length})</summary>
      <dl>
        {properties.map((property) => (
          <div key={property.name} className="try-it-readonly-item">
            <dt>
              <code>{property.name}</code>
            </dt>
            <dd>
              <output className="try-it-readonly-value" aria-label={`${property.name} now`}>
                {values[property.name] ?? "…"}
              </output>
              <ControlHelp type={property.type} deprecated={property.deprecated} description={property.description} />
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
