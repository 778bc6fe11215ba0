import { useSyncExternalStore } from "react";
import type { Converter } from "./conversion";

export type ConverterStatus =
  { status: "idle" } | { status: "loading" } | { status: "ready"; converter: Converter } | { status: "failed"; error: unknown };

/** Loads the converter (its code, its WebAssembly core and the rules at `rulesUrl`). */
export type StartConverter = (rulesUrl: string) => Promise<Converter>;

const idle: ConverterStatus = { status: "idle" };

let current: ConverterStatus = idle;
let loading: Promise<Converter> | null = null;
const listeners = new Set<() => void>();

function setStatus(next: ConverterStatus): void {
  current = next;
  listeners.forEach((listener) => listener());
}

// The converter's code and core are a chunk of their own, fetched on the reader's
// first use of the tool, not with the page.
const startConverter: StartConverter = (rulesUrl) => import("./startConverter").then((module) => module.startConverter(rulesUrl));

/**
 * Loads the converter now, once: later calls share the load. After a failure the next
 * call tries again. The returned promise rejects on failure; callers handle it.
 */
export function loadConverter(rulesUrl: string, start: StartConverter = startConverter): Promise<Converter> {
  if (loading) return loading;
  setStatus({ status: "loading" });
  loading = start(rulesUrl).then(
    (converter) => {
      setStatus({ status: "ready", converter });
      return converter;
    },
    (error: unknown) => {
      console.warn("The converter could not be loaded.", error);
      loading = null;
      setStatus({ status: "failed", error });
      throw error;
    },
  );
  return loading;
}

/** The converter's status, kept current; a page rendered ahead of time shows it idle. */
export function useConverterStatus(): ConverterStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => idle,
  );
}

/** Forgets the converter, for tests. */
export function resetConverterForTests(): void {
  current = idle;
  loading = null;
}
