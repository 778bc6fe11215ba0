import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * Whether the app runs in the browser past its first render: false while the engine
 * prerenders a page and while the app takes that markup over, true afterwards (and for
 * pages shown later). What depends on the browser (the address's query, storage) is
 * shown once it is true, so the first render matches the prerendered markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
