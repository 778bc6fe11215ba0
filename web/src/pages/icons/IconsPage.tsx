import { useMemo } from "react";
import type { IconCollectionInfo, PageOf } from "../../data/types";
import { ExternalIcon } from "../../theme/Icons/Icons";
import { LoadError } from "../../theme/LoadError/LoadError";
import { SiteLink } from "../../theme/SiteLink/SiteLink";
import { Spinner } from "../../theme/Spinner/Spinner";
import { checkPageData } from "../checkPageData";
import { IconGrid } from "./IconGrid";
import { IconsSummary } from "./IconsSummary";
import { loadCatalog } from "./iconCatalog";
import { useCatalog } from "./useCatalog";
import { useIconsView } from "./useIconsView";
import "./IconsPage.css";

const HEADING_ID = "icons-collection-title";

/** The icon browser: every icon of a collection, filtered as you type, copied in one click. */
export default function IconsPage({ page }: { page: PageOf<"icons"> }) {
  const { title, description, icons } = checkPageData(page);
  const collections = icons.collections;
  if (!collections.length) {
    throw new Error(`The data of the page "${page.route}" has no icon collections.`);
  }
  const ids = useMemo(() => collections.map((c) => c.id), [collections]);
  const { view, shownQuery, chooseCollection, setQuery } = useIconsView(ids);
  const collection = collections.find((c) => c.id === view.collection) ?? collections[0];
  const { state, retry } = useCatalog(collection.catalogUrl);
  const guide = icons.guide;

  return (
    <div className="icons-page">
      <h1>{title}</h1>
      {description && <p className="icons-lead">{description}</p>}
      {guide && (
        <p className="icons-lead">
          How to import icons and show them: <SiteLink to={guide.to}>{guide.label}</SiteLink>.
        </p>
      )}
      <CollectionSwitch collections={collections} selected={collection.id} onSelect={chooseCollection} />
      <section className="icons-collection" aria-labelledby={HEADING_ID}>
        <div className="icons-collection-header">
          <h2 id={HEADING_ID}>{collection.label}</h2>
          <a className="icons-package" href={collection.npmUrl} target="_blank" rel="noopener noreferrer">
            {collection.package}
            <ExternalIcon />
            <span className="visually-hidden"> on npm (opens in a new tab)</span>
          </a>
        </div>
        <input
          className="icons-filter"
          type="search"
          placeholder="Filter icons..."
          aria-label="Filter icons"
          value={view.query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        {state.status === "loading" && <Spinner />}
        {state.status === "failed" && <LoadError error={state.error} onRetry={retry} />}
        {state.status === "loaded" && <IconGrid key={collection.id} catalog={state.catalog} query={shownQuery} labelledBy={HEADING_ID} />}
      </section>
      {/* The grid needs JavaScript; without it, a summary of the collections. */}
      <noscript>
        <IconsSummary collections={collections} />
      </noscript>
    </div>
  );
}

function CollectionSwitch({
  collections,
  selected,
  onSelect,
}: {
  collections: IconCollectionInfo[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  return (
    <div className="icons-switch" role="group" aria-label="Icon collection">
      {collections.map((collection) => {
        // Hovering or focusing a collection starts loading its catalogue.
        const prefetch = () => void loadCatalog(collection.catalogUrl).catch(() => undefined);
        return (
          <button
            key={collection.id}
            type="button"
            className="icons-switch-button"
            aria-pressed={collection.id === selected}
            onClick={() => collection.id !== selected && onSelect(collection.id)}
            onPointerEnter={prefetch}
            onFocus={prefetch}
          >
            {collection.label}
          </button>
        );
      })}
    </div>
  );
}
