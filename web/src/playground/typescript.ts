// TypeScript in the browser: types are stripped by sucrase (small and fast, and it
// keeps line numbers, so errors point at the reader's lines). It is loaded only
// when a project's script is TypeScript.

/** A syntax error in the script, with its place when the transpiler gives one. */
export class TranspileError extends Error {
  readonly line?: number;
  readonly column?: number;

  constructor(message: string, line?: number, column?: number) {
    super(message);
    this.name = "TranspileError";
    this.line = line;
    this.column = column;
  }
}

/** The JavaScript of a TypeScript module; throws a `TranspileError`. */
export async function stripTypes(code: string): Promise<string> {
  const { transform } = await import("sucrase");
  try {
    // Imports stay as they are written (like `verbatimModuleSyntax`): importing a
    // component's module is what defines it, even if only its type is used.
    return transform(code, { transforms: ["typescript"], disableESTransforms: true, keepUnusedImports: true }).code;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const place = /\((\d+):(\d+)\)\s*$/.exec(message);
    const text = message.replace(/\s*\(\d+:\d+\)\s*$/, "");
    // Sucrase counts columns from 0.
    throw new TranspileError(text, place ? Number(place[1]) : undefined, place ? Number(place[2]) + 1 : undefined);
  }
}

/** `main.ts:3:7: Unexpected token`, for the console and messages. */
export function describeTranspileError(error: unknown, file: string): string {
  if (error instanceof TranspileError && error.line !== undefined) return `${file}:${error.line}:${error.column ?? 1}: ${error.message}`;
  return `${file}: ${error instanceof Error ? error.message : String(error)}`;
}
