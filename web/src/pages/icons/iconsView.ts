// What the icons page shows, kept in its URL so a view can be shared and survives
// reloads and back navigation: `icons/?collection=tnt&q=act`.

export interface IconsView {
  /** The collection's id; the first collection when the URL names none. */
  collection: string;
  /** The filter text. */
  query: string;
}

export const COLLECTION_PARAM = "collection";
export const QUERY_PARAM = "q";

/** The view a URL query describes; an unknown collection falls back to the default. */
export function readView(search: string, collectionIds: readonly string[]): IconsView {
  const params = new URLSearchParams(search);
  const collection = params.get(COLLECTION_PARAM);
  return {
    collection: collection !== null && collectionIds.includes(collection) ? collection : (collectionIds[0] ?? ""),
    query: params.get(QUERY_PARAM) ?? "",
  };
}

/** The URL query of a view; the default collection and an empty filter are left out. */
export function viewSearch(view: IconsView, defaultCollection: string): string {
  const params = new URLSearchParams();
  if (view.collection !== defaultCollection) params.set(COLLECTION_PARAM, view.collection);
  if (view.query !== "") params.set(QUERY_PARAM, view.query);
  const search = params.toString();
  return search === "" ? "" : `?${search}`;
}
