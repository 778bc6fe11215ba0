import { describe, expect, it } from "vitest";
import { startSearchEngine } from "./wasmEngine";

/**
 * A stand-in for the core: counts how often it reads the search files, answers in
 * JSON; its answers name `missing` files until they have been added.
 */
function fakeCore(missing: string[] = []) {
  const memory = new WebAssembly.Memory({ initial: 1 });
  const calls = { load: 0, query: 0 };
  const added: string[] = [];
  let next = 0;
  let output: Uint8Array = new Uint8Array();
  const answer = (json: unknown) => {
    output = new TextEncoder().encode(JSON.stringify(json));
    new Uint8Array(memory.buffer, 60_000, output.length).set(output);
    return 0;
  };
  const text = (ptr: number, len: number) => new TextDecoder().decode(new Uint8Array(memory.buffer, ptr, len));
  const exports = {
    memory,
    search_alloc: (len: number) => ((next += len), next - len),
    search_load: () => (calls.load++, answer({ maxHits: 5, highlightResult: true })),
    search_add: (namePtr: number, nameLen: number) => (added.push(text(namePtr, nameLen)), answer(null)),
    search_query: () => (
      calls.query++,
      answer({
        total: 0,
        totalExact: true,
        partial: false,
        results: [],
        missing: missing.filter((name) => !added.includes(name)),
        ranked: true,
      })
    ),
    search_highlight: () => answer([]),
    search_output_ptr: () => 60_000,
    search_output_len: () => output.length,
  };
  return { instance: { exports } as unknown as WebAssembly.Instance, calls, added };
}

const noFiles = () => Promise.reject(new Error("no file expected"));
const unexpected = (error: unknown) => {
  throw new Error(`the search broke: ${String(error)}`);
};

describe("the search core", () => {
  it("reads the search files when first used, not when they arrive", () => {
    const { instance, calls } = fakeCore();
    const engine = startSearchEngine(instance, "{}", "{}", noFiles, unexpected);
    expect(calls.load).toBe(0);
    expect(engine.search("button", 5)).toEqual({ total: 0, totalExact: true, partial: false, results: [], missing: [], ranked: true });
    expect(calls).toEqual({ load: 1, query: 1 });
    engine.search("table", 5);
    expect(calls).toEqual({ load: 1, query: 2 });
  });

  it("reads them once when asked to get ready, and knows its options then", () => {
    const { instance, calls } = fakeCore();
    const engine = startSearchEngine(instance, "{}", "{}", noFiles, unexpected);
    engine.prepare();
    engine.prepare();
    expect(calls.load).toBe(1);
    expect(engine.options).toEqual({ maxHits: 5, highlightResult: true });
    expect(calls.load).toBe(1);
  });

  it("loads each missing file once, however many queries ask for it, and retries a failed one", async () => {
    const { instance, added } = fakeCore(["s/i1.json", "s/p0.json"]);
    const fetched: string[] = [];
    let fail = true;
    const engine = startSearchEngine(
      instance,
      "{}",
      "{}",
      (name) => {
        fetched.push(name);
        if (name === "s/p0.json" && fail) return Promise.reject(new Error("offline"));
        return Promise.resolve(`{"name":"${name}"}`);
      },
      unexpected,
    );
    await expect(engine.complete("button", 5)).rejects.toThrow("offline");
    fail = false;
    await Promise.all([engine.complete("button", 5), engine.complete("buttons", 5)]);
    expect(added).toEqual(["s/i1.json", "s/p0.json"]);
    expect(fetched).toEqual(["s/i1.json", "s/p0.json", "s/p0.json"]);
    expect(engine.search("button", 5).missing).toEqual([]);
  });

  it("answers nothing, without throwing, once the core cannot read the search files, and says so after the render", async () => {
    const { instance } = fakeCore();
    const exports = instance.exports as unknown as { search_load: () => number };
    exports.search_load = () => 1;
    const broken: unknown[] = [];
    const engine = startSearchEngine(instance, "{}", "{}", noFiles, (error) => broken.push(error));
    expect(engine.options).toEqual({ maxHits: 0, highlightResult: false });
    expect(broken).toEqual([]);
    expect(engine.search("button", 5)).toEqual({ total: 0, totalExact: true, partial: false, results: [], missing: [], ranked: true });
    expect(engine.highlight("button", ["a", "b"])).toEqual([null, null]);
    await engine.complete("button", 5);
    await Promise.resolve();
    expect(broken).toHaveLength(1);
    expect(String(broken[0])).toContain("Search failed");
  });
});
