import type { PageData } from "../data/types";
import { DocLayout } from "../theme/DocLayout/DocLayout";
import { Markdown } from "../theme/Markdown/Markdown";
import { checkPageData } from "./checkPageData";

/** A page the engine rendered from markdown (docs, standalone pages): its article in the docs' frame. */
export default function DocPage({ page }: { page: PageData }) {
  const { html } = checkPageData(page);
  return (
    <DocLayout page={page}>
      <Markdown html={html} />
    </DocLayout>
  );
}
