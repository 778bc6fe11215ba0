import type { PageOf, ReferenceKind } from "../data/types";
import { ApiReference } from "../theme/ApiReference/ApiReference";
import { DocLayout } from "../theme/DocLayout/DocLayout";
import { useArticle } from "../theme/Markdown/useArticle";
import { checkPageData } from "./checkPageData";

/**
 * A page of the component reference (a component, an enum, an interface, an index of
 * them): the API the engine derived from the packages, rendered by the app, with the
 * component's live samples, in the docs' frame.
 */
export default function ReferencePage({ page }: { page: PageOf<ReferenceKind> }) {
  const checked = checkPageData(page);
  const { ref, onClick } = useArticle(page);
  return (
    <DocLayout page={page}>
      <article ref={ref} className="markdown" onClick={onClick}>
        <ApiReference page={checked} />
      </article>
    </DocLayout>
  );
}
