import type { PageOf } from "../data/types";
import { DocLayout } from "../theme/DocLayout/DocLayout";
import { useArticle } from "../theme/Markdown/useArticle";
import { AnchorHeading } from "../theme/ApiReference/AnchorHeading";
import { ConverterTool } from "../theme/Migration/ConverterTool";
import { MigrationChanges } from "../theme/Migration/MigrationChanges";
import { checkPageData } from "./checkPageData";
import "../theme/Migration/Migration.css";

/**
 * The migration page: its article, then the converter and every change to version 2.
 * One article, so that its links navigate in the app and a search's words are marked
 * in all of it.
 */
export default function MigrationPage({ page }: { page: PageOf<"migration"> }) {
  const { html, migration } = checkPageData(page);
  const { ref, onClick } = useArticle(page);
  return (
    <DocLayout page={page}>
      <article ref={ref} className="markdown migration-page" onClick={onClick}>
        <div dangerouslySetInnerHTML={{ __html: html }} />
        <AnchorHeading heading={migration.converter} />
        <ConverterTool rulesUrl={migration.rulesUrl} />
        <MigrationChanges packages={migration.packages} converterHref={`#${migration.converter.id}`} />
      </article>
    </DocLayout>
  );
}
