import { startTransition, useEffect, useState } from "react";
import { useHydrated } from "../app/useHydrated";
import type { PageOf, PlaygroundData } from "../data/types";
import { Playground } from "../playground/Playground";

/** The playground page (`play/`), run from the examples and settings the engine emits. */
export default function PlaygroundPage({ page }: { page: PageOf<"playground"> }) {
  // On a page the app renders itself the playground shows at once; on a prerendered
  // one it starts once the app has taken the markup over, as a transition, so that
  // rendering it holds neither the first paint nor the reader's input back.
  const hydrated = useHydrated();
  const [started, setStarted] = useState(hydrated);
  useEffect(() => startTransition(() => setStarted(true)), []);
  if (page.playground.examples.length === 0) {
    throw new Error(`The data of the page "${page.route}" cannot be shown.`, {
      cause: new TypeError('"playground" must have at least one example'),
    });
  }
  // The playground runs in the browser only (its project comes from the address or
  // storage); the prerendered page describes it and lists its examples.
  if (!started) return <PlaygroundSummary page={page} playground={page.playground} />;
  return <Playground title={page.title} data={page.playground} />;
}

/**
 * The playground as the page is prerendered, from its data: what it is and its
 * examples, for crawlers and readers without JavaScript, and until the app takes over.
 */
function PlaygroundSummary({ page, playground }: { page: PageOf<"playground">; playground: PlaygroundData }) {
  return (
    <div className="markdown playground-prerendered">
      <h1>{page.title}</h1>
      {page.description && <p>{page.description}</p>}
      <p>The playground runs in the browser and needs JavaScript.</p>
      <h2>Examples</h2>
      <ul>
        {playground.examples.map((example) => (
          <li key={example.id}>
            <strong>{example.title}</strong>
            {example.description && `: ${example.description}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
