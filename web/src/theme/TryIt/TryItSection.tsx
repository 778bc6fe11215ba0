import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useHydrated } from "../../app/useHydrated";
import type { ClassApi, TryIt } from "../../data/pageData";
import { useNearViewport } from "../Sample/useNearViewport";
import { Spinner } from "../Spinner/Spinner";
import "./TryIt.css";

const TryItPanel = lazy(() => import("./TryItPanel"));

/**
 * The panel and its preview load when the reader scrolls to them: the page's first
 * screen stays the article and its first sample, on a phone too.
 */
const NEAR_MARGIN = "0px";

type Props = { tryIt: TryIt; api: ClassApi; tag: string; component: string };

/**
 * The "Try it" section of a component page: a live preview of the component with a
 * control for each property. Its code loads when the reader scrolls to it, or at once
 * when the address carries a configuration someone shared.
 */
export function TryItSection(props: Props) {
  const container = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const near = useNearViewport(container, true, NEAR_MARGIN);
  const [shared, setShared] = useState(false);
  useEffect(() => {
    if (hydrated) setShared(/(^|[?&])(p|s)\./.test(window.location.search));
  }, [hydrated]);
  return (
    <div className="try-it" ref={container}>
      {near || shared ? (
        <Suspense fallback={<TryItPending />}>
          <TryItPanel {...props} />
        </Suspense>
      ) : (
        <TryItPending />
      )}
    </div>
  );
}

function TryItPending() {
  return (
    <div className="try-it-pending">
      <Spinner />
      <noscript>The controls run in the browser and need JavaScript.</noscript>
    </div>
  );
}
