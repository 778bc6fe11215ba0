import type { PageData } from "../data/types";
import { Playground } from "../playground/Playground";

/** The playground page (`play/`), run from the examples and settings the engine emits. */
export default function PlaygroundPage({ page }: { page: PageData }) {
  if (!page.playground || page.playground.examples.length === 0) {
    throw new Error(`The data of the page "${page.route}" cannot be shown.`, {
      cause: new TypeError('"playground" must have at least one example'),
    });
  }
  return <Playground title={page.title} data={page.playground} />;
}
