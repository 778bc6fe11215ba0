/**
 * The site's origin, where the preview's scripts come from. The preview's own document
 * is the site's, or, for a preview started offline, a `data:` document whose origin is
 * `null` (web/src/offline/previewDocument.ts): messages to and from the page are
 * checked against this, not against the document's origin.
 */
export const SITE_ORIGIN = new URL(import.meta.url).origin;
