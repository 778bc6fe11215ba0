import { Fragment } from "react";
import type { Card, CardIndex } from "../../data/types";
import { AnchorHeading } from "./AnchorHeading";
import { RouteLink } from "./RouteLink";

/** What an index says it lists, above its cards. */
function Intro({ index }: { index: CardIndex }) {
  switch (index.lists) {
    case "components":
      return (
        <p>
          The components of <code>{index.package}</code>
          {` at version ${index.version}. Each page lists the component's properties, slots, events, methods and CSS parts, with live samples.`}
        </p>
      );
    case "enums":
      return <p>{`The enums of the ${index.library} components: each lists the values an enum-typed property accepts.`}</p>;
    case "interfaces":
      return <p>{`The interfaces of the ${index.library} components: the contracts a slot's children fulfil.`}</p>;
  }
}

function CardLink({ card }: { card: Card }) {
  return (
    <RouteLink className="card" to={card.to}>
      <p className="card-title">{card.title}</p>
      {card.detail !== undefined && (
        <p className="card-detail">
          <code>{card.detail}</code>
        </p>
      )}
      <p className="card-text">{card.text}</p>
    </RouteLink>
  );
}

/** A library's index of components, enums or interfaces below its title: a grid of cards per section. */
export function CardIndexSections({ index }: { index: CardIndex }) {
  return (
    <>
      <Intro index={index} />
      {index.sections.map((section, at) => (
        <Fragment key={section.heading?.id ?? at}>
          {section.heading && <AnchorHeading heading={section.heading} />}
          <div className="card-grid">
            {section.cards.map((card) => (
              <CardLink key={card.to} card={card} />
            ))}
          </div>
        </Fragment>
      ))}
    </>
  );
}
