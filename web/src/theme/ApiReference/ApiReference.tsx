import type { PageOf, ReferenceKind } from "../../data/types";
import { CardIndexSections } from "./CardIndexSections";
import { ComponentSections } from "./ComponentSections";
import { EnumSections } from "./EnumSections";
import { InterfaceSections } from "./InterfaceSections";
import "./ApiReference.css";

/**
 * The content of a reference page, from the data the engine derived from the packages'
 * manifests: its title (the component's, enum's or interface's name, or the index's),
 * then the sections of its kind.
 */
export function ApiReference({ page }: { page: PageOf<ReferenceKind> }) {
  return (
    <>
      <h1 id={page.titleId}>{page.title}</h1>
      <Sections page={page} />
    </>
  );
}

function Sections({ page }: { page: PageOf<ReferenceKind> }) {
  switch (page.kind) {
    case "component":
      return <ComponentSections name={page.title} reference={page.reference} samples={page.samples} />;
    case "enum":
      return <EnumSections name={page.title} reference={page.reference} />;
    case "interface":
      return <InterfaceSections name={page.title} reference={page.reference} />;
    case "cardIndex":
      return <CardIndexSections index={page.reference} />;
  }
}
