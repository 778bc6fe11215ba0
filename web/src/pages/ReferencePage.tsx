import type { PageData } from "../data/types";
import { ApiReference } from "../theme/ApiReference/ApiReference";
import { DocLayout } from "../theme/DocLayout/DocLayout";
import { useArticle } from "../theme/Markdown/useArticle";
import { checkPageData } from "./checkPageData";

/**
 * A page of the component reference (a component, an enum, an interface, an index of
 * them): the API the engine derived from the packages, rendered by the app, with the
 * component's live samples, in the docs' frame.
 */
export default function ReferencePage({ page }: { page: PageData }) {
  const { title, reference, samples } = checkPageData(page);
  const { ref, onClick } = useArticle(page);
  if (!reference) {
    throw new Error(`The data of the page "${page.route}" cannot be shown.`, {
      cause: new TypeError('"reference" must describe the page\'s API'),
    });
  }
  return (
    <DocLayout page={page}>
      <article ref={ref} className="markdown" onClick={onClick}>
        <ApiReference title={title} titleId={page.titleId} reference={reference} samples={samples} />
      </article>
    </DocLayout>
  );
}
