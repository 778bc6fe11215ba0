import { fetchOk } from "../../data/fetchJson";
import { loadConverterCore } from "../../migration/converterCore";
import type { Converter, SourceKind } from "./conversion";
// The converter core, built from crates/converter-wasm by `make wasm`; Vite gives it a
// content-hashed name under assets/.
import coreUrl from "../../../generated/converter-core.wasm?url";

const KINDS = { Markup: "markup", Script: "script" } as const satisfies Record<SourceKind, string>;

/**
 * Starts the converter: its WebAssembly core and the rules at `rulesUrl`, fetched
 * together. This module is a chunk of its own, loaded when the reader first uses the
 * converter.
 */
export async function startConverter(rulesUrl: string): Promise<Converter> {
  const [bytes, rules] = await Promise.all([
    fetchOk(coreUrl).then((response) => response.arrayBuffer()),
    fetchOk(rulesUrl).then((response) => response.text()),
  ]);
  const core = await loadConverterCore(bytes, rules);
  return { convert: (text, kind) => core.convert(text, KINDS[kind]) };
}
