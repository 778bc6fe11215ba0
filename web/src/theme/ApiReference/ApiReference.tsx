import type { Reference, SampleData } from "../../data/types";
import { CardIndexSections } from "./CardIndexSections";
import { ComponentSections } from "./ComponentSections";
import { EnumSections } from "./EnumSections";
import { InterfaceSections } from "./InterfaceSections";
import "./ApiReference.css";

type Props = {
  /** The page's title: the component's, enum's or interface's name, or the index's. */
  title: string;
  /** The id of the title's heading. */
  titleId?: string;
  reference: Reference;
  /** The page's live samples. */
  samples?: SampleData[];
};

/** The content of a reference page, from the data the engine derived from the packages' manifests. */
export function ApiReference({ title, titleId, reference, samples }: Props) {
  return (
    <>
      <h1 id={titleId}>{title}</h1>
      {reference.type === "component" ? (
        <ComponentSections name={title} reference={reference} samples={samples} />
      ) : reference.type === "enum" ? (
        <EnumSections name={title} reference={reference} />
      ) : reference.type === "interface" ? (
        <InterfaceSections name={title} reference={reference} />
      ) : (
        <CardIndexSections index={reference} />
      )}
    </>
  );
}
