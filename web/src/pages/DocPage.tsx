import type { PageOf, ReferenceKind } from "../data/types";
import { DocLayout } from "../theme/DocLayout/DocLayout";
import { Markdown } from "../theme/Markdown/Markdown";
import { checkPageData } from "./checkPageData";
import ReferencePage from "./ReferencePage";

/**
 * An article in the docs' frame: a page the engine rendered from markdown (docs,
 * standalone pages), or a page of the component reference, which the app renders from
 * the API's data. One module for both, so that a component page loads one chunk of
 * page code rather than the shared parts of two.
 */
export default function DocPage({ page }: { page: PageOf<"doc" | "page" | ReferenceKind> }) {
  if (page.kind !== "doc" && page.kind !== "page") return <ReferencePage page={page} />;
  const { html } = checkPageData(page);
  return (
    <DocLayout page={page}>
      <Markdown html={html} />
    </DocLayout>
  );
}
