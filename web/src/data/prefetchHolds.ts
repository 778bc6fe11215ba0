// Holds on background prefetching, taken while something the reader waits for loads
// (the search, the texts of its results), so that no prefetch takes the connections
// it needs. A module of its own, importing nothing: the search takes holds without
// depending on the page loader behind prefetching.

let holds = 0;
let onRelease: (() => void) | null = null;

/** Holds prefetching back until the returned release is called (once is enough). */
export function holdPrefetches(): () => void {
  holds++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds--;
    if (holds > 0 || !onRelease) return;
    const then = onRelease;
    onRelease = null;
    then();
  };
}

/** Whether something holds prefetching back. */
export function prefetchesHeld(): boolean {
  return holds > 0;
}

/** Runs `then` once the holds on prefetching are all released. */
export function afterPrefetchHolds(then: () => void): void {
  onRelease = then;
}

/** Releases every hold (for tests). */
export function resetPrefetchHolds(): void {
  holds = 0;
  onRelease = null;
}
