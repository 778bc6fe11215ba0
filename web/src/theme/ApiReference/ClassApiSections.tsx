import { Fragment, type ReactNode } from "react";
import type { ClassApi, Section } from "../../data/types";
import { AnchorHeading } from "./AnchorHeading";
import { ApiList } from "./ApiList";
import { Html } from "./Html";
import { EventFacts, MethodFacts, PropertyFacts, SlotFacts } from "./Members";

/** A section of the API: its heading, then each entry under its own, or a line saying there are none. */
function MemberSection<T extends { id: string; name: string }>({
  section,
  none,
  children,
}: {
  section: Section<T>;
  none: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      <AnchorHeading heading={section.heading} />
      {section.items.length === 0 && <p>{none}</p>}
      {section.items.map((item) => (
        <Fragment key={item.id}>
          <AnchorHeading heading={{ level: 3, id: item.id, text: item.name }} />
          {children(item)}
        </Fragment>
      ))}
    </>
  );
}

/** The public API of a class: its properties, slots, events, methods and CSS parts. */
export function ClassApiSections({ api }: { api: ClassApi }) {
  const { properties, slots, events, methods, cssParts } = api;
  return (
    <>
      <MemberSection section={properties} none="No properties available for this component.">
        {(property) => <PropertyFacts property={property} />}
      </MemberSection>
      <MemberSection section={slots} none="No slots available for this component.">
        {(slot) => <SlotFacts slot={slot} />}
      </MemberSection>
      <MemberSection section={events} none="No events available for this component.">
        {(event) => <EventFacts event={event} />}
      </MemberSection>
      <MemberSection section={methods} none="No methods available for this component.">
        {(method) => <MethodFacts method={method} />}
      </MemberSection>
      <AnchorHeading heading={cssParts.heading} />
      {cssParts.items.length === 0 ? (
        <p>No CSS parts available for this component.</p>
      ) : (
        <ApiList
          second="Description"
          items={cssParts.items}
          keyOf={(part) => part.name}
          name={(part) => <code>{part.name}</code>}
          detail={(part) => <Html html={part.description} />}
        />
      )}
    </>
  );
}
