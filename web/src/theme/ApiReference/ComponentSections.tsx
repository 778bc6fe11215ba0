import { Fragment } from "react";
import type { ComponentReference, SampleData, SampleSection } from "../../data/types";
import { TryItSection } from "../TryIt/TryItSection";
import { AnchorHeading } from "./AnchorHeading";
import { Badges } from "./Badges";
import { ClassApiSections } from "./ClassApiSections";
import { Html } from "./Html";
import { SampleBlock } from "./SampleBlock";
import { StaticIsland } from "../StaticIsland/StaticIsland";
import { CLASS_NAMES } from "../../data/classNames";
import { Version2Section } from "../Version2/Version2Section";

type Props = {
  /** The component's name, the page's title. */
  name: string;
  reference: ComponentReference;
  /** The page's samples, which the sample sections name by id. */
  samples?: SampleData[];
};

/**
 * A component's page below its title (or the base element's, which has no tag and no
 * samples): its tag, import, description, Basic sample, Try it, API, what becomes of it
 * in version 2, and more samples.
 */
export function ComponentSections({ name, reference, samples = [] }: Props) {
  const { tag, importCode, since, deprecated, description, basicSample, tryIt, api, moreSamples, version2 } = reference;
  const sampleOf = (section: SampleSection) => {
    if (section.sample === undefined) return undefined;
    const sample = samples.find((s) => s.id === section.sample);
    if (!sample) throw new Error(`The page of ${name} names the sample "${section.sample}", which its data does not have.`);
    return sample;
  };
  const basic = basicSample && sampleOf(basicSample);
  const more = (moreSamples?.items ?? []).map((section) => ({ section, sample: sampleOf(section) }));
  // The first sample of the page runs at once; the ones further down load when the
  // reader comes near them.
  const first = basic ?? more.find((item) => item.sample)?.sample;
  return (
    <>
      {tag !== undefined && (
        <p className={CLASS_NAMES.componentTag}>
          <code>{`<${tag}>`}</code>
        </p>
      )}
      <Badges since={since} deprecated={deprecated} />
      <Html html={importCode} />
      <Html html={description} />
      {basicSample && (
        <>
          <AnchorHeading heading={basicSample.heading} />
          {basic ? <SampleBlock sample={basic} lazy={false} /> : <p>No sample available for this component.</p>}
        </>
      )}
      {tryIt && (
        <>
          <AnchorHeading heading={tryIt.heading} />
          <TryItSection tryIt={tryIt} api={api} tag={tag ?? ""} component={name} />
        </>
      )}
      <StaticIsland>
        <ClassApiSections api={api} />
      </StaticIsland>
      {version2 && (
        <StaticIsland>
          <Version2Section name={name} version2={version2} />
        </StaticIsland>
      )}
      {moreSamples && more.length > 0 && (
        <>
          <AnchorHeading heading={moreSamples.heading} />
          {more.map(({ section, sample }) => (
            <Fragment key={section.heading.id}>
              <AnchorHeading heading={section.heading} />
              {sample && <SampleBlock sample={sample} lazy={sample !== first} />}
            </Fragment>
          ))}
        </>
      )}
    </>
  );
}
