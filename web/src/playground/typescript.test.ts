import { describe, expect, it } from "vitest";
import { stripTypes, TranspileError } from "./typescript";

describe("stripTypes", () => {
  it("removes types and type-only imports, keeps every other import and the lines", async () => {
    const code = [
      'import Button from "@ui5/webcomponents/dist/Button.js";',
      'import type Input from "@ui5/webcomponents/dist/Input.js";',
      "type Count = number;",
      "let count: Count = 1;",
      'const input = document.getElementById("i") as Input;',
      "console.log(count, input as unknown as Button);",
    ].join("\n");
    const js = await stripTypes(code);
    expect(js).toContain('import Button from "@ui5/webcomponents/dist/Button.js";');
    expect(js).not.toContain("Input.js");
    expect(js).not.toMatch(/: Count|as Input/);
    expect(js.split("\n")[3]).toContain("let count = 1;");
  });

  it("reports a syntax error with its line and column", async () => {
    const error = await stripTypes("let a = 1;\nlet b: = 2;\n").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TranspileError);
    expect((error as TranspileError).line).toBe(2);
    expect((error as TranspileError).column).toBeGreaterThan(0);
    expect((error as TranspileError).message).not.toMatch(/\(\d+:\d+\)/);
  });
});
