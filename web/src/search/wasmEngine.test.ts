import { describe, expect, it } from "vitest";
import { startSearchEngine } from "./wasmEngine";

/** A stand-in for the core: counts how often it reads the search files, answers in JSON. */
function fakeCore() {
  const memory = new WebAssembly.Memory({ initial: 1 });
  const calls = { load: 0, query: 0 };
  let next = 0;
  let output: Uint8Array = new Uint8Array();
  const answer = (json: unknown) => {
    output = new TextEncoder().encode(JSON.stringify(json));
    new Uint8Array(memory.buffer, 60_000, output.length).set(output);
    return 0;
  };
  const exports = {
    memory,
    search_alloc: (len: number) => ((next += len), next - len),
    search_load: () => (calls.load++, answer({ maxHits: 5, highlightResult: true })),
    search_query: () => (calls.query++, answer({ total: 0, results: [] })),
    search_highlight: () => answer([]),
    search_output_ptr: () => 60_000,
    search_output_len: () => output.length,
  };
  return { instance: { exports } as unknown as WebAssembly.Instance, calls };
}

describe("the search core", () => {
  it("reads the search files when first used, not when they arrive", () => {
    const { instance, calls } = fakeCore();
    const engine = startSearchEngine(instance, "{}", "{}");
    expect(calls.load).toBe(0);
    expect(engine.search("button", 5)).toEqual({ total: 0, results: [] });
    expect(calls).toEqual({ load: 1, query: 1 });
    engine.search("table", 5);
    expect(calls).toEqual({ load: 1, query: 2 });
  });

  it("reads them once when asked to get ready, and knows its options then", () => {
    const { instance, calls } = fakeCore();
    const engine = startSearchEngine(instance, "{}", "{}");
    engine.prepare();
    engine.prepare();
    expect(calls.load).toBe(1);
    expect(engine.options).toEqual({ maxHits: 5, highlightResult: true });
    expect(calls.load).toBe(1);
  });
});
