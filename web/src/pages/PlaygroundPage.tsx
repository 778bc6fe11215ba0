import { useHydrated } from "../app/useHydrated";
import type { PageData } from "../data/types";
import { Markdown } from "../theme/Markdown/Markdown";
import { Playground } from "../playground/Playground";

/** The playground page (`play/`), run from the examples and settings the engine emits. */
export default function PlaygroundPage({ page }: { page: PageData }) {
  const hydrated = useHydrated();
  if (!page.playground || page.playground.examples.length === 0) {
    throw new Error(`The data of the page "${page.route}" cannot be shown.`, {
      cause: new TypeError('"playground" must have at least one example'),
    });
  }
  // The playground runs in the browser only (its project comes from the address or
  // storage); the prerendered page describes it and lists its examples.
  if (!hydrated) return <Markdown html={page.html} className="markdown playground-prerendered" />;
  return <Playground title={page.title} data={page.playground} />;
}
