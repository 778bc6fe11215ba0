import type { IconCollectionInfo } from "../../data/types";
import { importLine } from "./iconCatalog";

/**
 * The icons page for crawlers and readers without JavaScript, who get no grid: what
 * each collection holds, its package, and how to use one of its icons.
 */
export function IconsSummary({ collections }: { collections: IconCollectionInfo[] }) {
  return (
    <div className="icons-summary">
      {collections.map((collection) => (
        <section key={collection.id}>
          <h2 id={collection.id}>{collection.label}</h2>
          <p>
            {`${collection.count.toLocaleString("en-US")} icons from the npm package `}
            <a href={collection.npmUrl} target="_blank" rel="noopener noreferrer">
              {collection.package}
            </a>
            {`, version ${collection.version}.`}
          </p>
          {collection.example && (
            <>
              <p>Import an icon&apos;s module once, then show it by its name:</p>
              <pre>
                <code>{importLine(collection.example, collection.moduleDir)}</code>
              </pre>
              <pre>
                <code>{`<ui5-icon name="${collection.example.importName}"></ui5-icon>`}</code>
              </pre>
            </>
          )}
        </section>
      ))}
    </div>
  );
}
