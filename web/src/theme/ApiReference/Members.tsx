import type { Event as ApiEvent, Method, Property, Slot } from "../../data/types";
import { ApiType } from "./ApiType";
import { FactsTable, lifecycleFacts } from "./FactsTable";
import { Html } from "./Html";
import { Parameters } from "./Parameters";

// The entries of a class's API: each a table of its facts under its heading (which
// the section renders).

export function PropertyFacts({ property }: { property: Property }) {
  return (
    <FactsTable
      facts={[
        ["Description", <Html html={property.description} />],
        ["Type", <ApiType type={property.type} values={property.values} />],
        ["Default", property.default === undefined ? "N/A" : <code>{property.default}</code>],
        ["Readonly", String(property.readonly)],
        ...lifecycleFacts(property),
      ]}
    />
  );
}

export function SlotFacts({ slot }: { slot: Slot }) {
  return (
    <FactsTable
      facts={[["Description", <Html html={slot.description} />], ["Type", <ApiType type={slot.type} />], ...lifecycleFacts(slot)]}
    />
  );
}

export function EventFacts({ event }: { event: ApiEvent }) {
  return (
    <FactsTable
      facts={[
        [
          "Description",
          <>
            <Html html={event.description} />
            {event.preventable && (
              <p className="api-note">
                This event can be cancelled with <code>preventDefault()</code>.
              </p>
            )}
          </>,
        ],
        ["Type", <ApiType type={event.type} />],
        ["Parameters", <Parameters parameters={event.parameters} />],
        ...lifecycleFacts(event),
      ]}
    />
  );
}

export function MethodFacts({ method }: { method: Method }) {
  const { returns } = method;
  return (
    <FactsTable
      facts={[
        ["Description", <Html html={method.description} />],
        [
          "Return type",
          returns === undefined ? (
            <code>void</code>
          ) : (
            <>
              <ApiType type={returns.type} />
              {returns.description !== "" && <Html html={returns.description} />}
            </>
          ),
        ],
        ["Parameters", <Parameters parameters={method.parameters} />],
        ...lifecycleFacts(method),
      ]}
    />
  );
}
