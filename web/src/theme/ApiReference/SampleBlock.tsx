import { useHydrated } from "../../app/useHydrated";
import type { SampleData } from "../../data/types";
import { Sample } from "../Sample/Sample";
import { Html } from "./Html";
import { CLASS_NAMES } from "../../data/classNames";

/**
 * A sample of a component page: its description, then its place in the article. The
 * place shows the sample's code until the app has taken the page over (so the
 * prerendered page has it, for readers without JavaScript and for crawlers), then
 * the live sample; a `lazy` one loads when the reader comes near it.
 */
export function SampleBlock({ sample, lazy }: { sample: SampleData; lazy: boolean }) {
  const hydrated = useHydrated();
  return (
    <>
      {sample.description !== undefined && <Html html={sample.description} />}
      {hydrated ? (
        // A new element (key): its content is React's now, no longer the engine's HTML.
        <div key="live" className={CLASS_NAMES.samplePlaceholder} data-sample-id={sample.id}>
          <Sample sample={sample} lazy={lazy} />
        </div>
      ) : (
        <div
          key="code"
          className={CLASS_NAMES.samplePlaceholder}
          data-sample-id={sample.id}
          dangerouslySetInnerHTML={{ __html: sample.code }}
        />
      )}
    </>
  );
}
