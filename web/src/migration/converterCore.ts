import { fetchOk } from "../data/fetchJson";

// The markup converter's WebAssembly interface (crates/converter-wasm): buffers from
// `converter_alloc` carry UTF-8 in, each call takes its buffer over and leaves its
// answer (JSON, or an error message when it returns 1) at `converter_output_ptr`.
interface CoreExports {
  memory: WebAssembly.Memory;
  converter_alloc(len: number): number;
  converter_load(rulesPtr: number, rulesLen: number): number;
  converter_convert(textPtr: number, textLen: number, kind: number): number;
  converter_output_ptr(): number;
  converter_output_len(): number;
}

/** What a text is: HTML (scripts in it included), or a JavaScript or TypeScript module. */
export type SourceKind = "markup" | "script";

/** What a note says: the converter changed it, it needs a hand, or 2.x behaves differently there. */
export type NoteKind = "changed" | "byHand" | "info";

/** One change: the input's UTF-16 code units `start` to `end` (as `slice` counts) become `text`. */
export interface ConversionEdit {
  start: number;
  end: number;
  text: string;
}

/** Something to know about a place of the input: its line and column (from 1, the column in characters). */
export interface ConversionNote {
  line: number;
  column: number;
  kind: NoteKind;
  message: string;
}

/** A text converted: the output, the edits in order that make it, and the notes in the input's order. */
export interface Conversion {
  output: string;
  edits: ConversionEdit[];
  notes: ConversionNote[];
}

/** The converter, with its rules loaded. */
export interface ConverterCore {
  convert(text: string, kind: SourceKind): Conversion;
}

const KIND_CODES: Record<SourceKind, number> = { markup: 0, script: 1 };

const encoder = new TextEncoder();
const decoder = new TextDecoder();

class WasmConverterCore implements ConverterCore {
  private readonly core: CoreExports;

  constructor(core: CoreExports, rulesJson: string) {
    this.core = core;
    this.answer(this.core.converter_load(...this.pass(rulesJson)));
  }

  convert(text: string, kind: SourceKind): Conversion {
    const [ptr, len] = this.pass(text);
    return JSON.parse(this.answer(this.core.converter_convert(ptr, len, KIND_CODES[kind]))) as Conversion;
  }

  /** Copies text into a new buffer of the module's memory. */
  private pass(text: string): [number, number] {
    const bytes = encoder.encode(text);
    const ptr = this.core.converter_alloc(bytes.length);
    // The memory may have grown (and its buffer changed) during the allocation.
    new Uint8Array(this.core.memory.buffer, ptr, bytes.length).set(bytes);
    return [ptr, bytes.length];
  }

  private answer(status: number): string {
    const text = decoder.decode(
      new Uint8Array(this.core.memory.buffer, this.core.converter_output_ptr(), this.core.converter_output_len()),
    );
    if (status !== 0) throw new Error(`The converter failed: ${text}`);
    return text;
  }
}

/**
 * Starts the converter: its module (a URL to fetch, or its bytes) and its rules, the
 * JSON text the engine writes. Rejects when either cannot be read.
 */
export async function loadConverterCore(module: string | URL | BufferSource, rulesJson: string): Promise<ConverterCore> {
  // Compiled from the bytes rather than streamed, so a host that serves .wasm with
  // another content type works too.
  const bytes = typeof module === "string" || module instanceof URL ? await (await fetchOk(String(module))).arrayBuffer() : module;
  const { instance } = await WebAssembly.instantiate(bytes, {});
  return new WasmConverterCore(instance.exports as unknown as CoreExports, rulesJson);
}
