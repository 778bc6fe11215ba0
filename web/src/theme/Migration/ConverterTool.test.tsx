import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Conversion, Converter, SourceKind } from "./conversion";
import { resetConverterForTests } from "./converterLoader";
import { ConverterTool, TYPING_PAUSE_MS } from "./ConverterTool";

// The converter's core is another module's; here, one that renames `ui5-badge`.
const convert = vi.fn((text: string, kind: SourceKind): Conversion => {
  void kind;
  const edits: Conversion["edits"] = [];
  const notes: Conversion["notes"] = [];
  let at = text.indexOf("ui5-badge");
  while (at !== -1) {
    edits.push({ start: at, end: at + 9, text: "ui5-tag" });
    const before = text.slice(0, at);
    const line = before.split("\n").length;
    notes.push({ line, column: at - before.lastIndexOf("\n"), kind: "changed", message: "Renamed `ui5-badge` to `ui5-tag`." });
    at = text.indexOf("ui5-badge", at + 9);
  }
  if (text.includes("icon-end")) notes.push({ line: 1, column: 1, kind: "byHand", message: "Move `icon` to `end-icon`." });
  return { output: text.replaceAll("ui5-badge", "ui5-tag"), edits, notes };
});
const start = vi.fn<(rulesUrl: string) => Promise<Converter>>();

vi.mock("./startConverter", () => ({ startConverter: (rulesUrl: string) => start(rulesUrl) }));

beforeEach(() => {
  resetConverterForTests();
  convert.mockClear();
  start.mockReset();
  start.mockResolvedValue({ convert });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const RULES = "/webcomponents/v1/data/migration-rules.json";

async function paste(text: string) {
  await act(async () => fireEvent.change(screen.getByLabelText("Your 1.24 markup or script"), { target: { value: text } }));
}

describe("the converter", () => {
  it("does not load before the reader uses it, then loads once with the page's rules", async () => {
    render(<ConverterTool rulesUrl={RULES} />);
    expect(start).not.toHaveBeenCalled();
    await act(async () => fireEvent.focus(screen.getByLabelText("Your 1.24 markup or script")));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Convert" })));
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith(RULES);
  });

  it("converts on Convert and shows the diff, the counts and the notes, all as text", async () => {
    const { container } = render(<ConverterTool rulesUrl={RULES} />);
    await paste('<img src=x onerror="window.__pwned=1">\n<ui5-badge>New</ui5-badge>');
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Convert" })));
    expect(convert).toHaveBeenCalledWith('<img src=x onerror="window.__pwned=1">\n<ui5-badge>New</ui5-badge>', "Markup");
    expect(container.querySelector("img")).toBeNull();
    const lines = container.querySelectorAll(".migration-diff-line");
    expect(lines).toHaveLength(2);
    expect(lines[0].querySelector("code")!.textContent).toBe('<img src=x onerror="window.__pwned=1">');
    expect(Array.from(lines[1].querySelectorAll("del")).map((del) => del.textContent)).toEqual([
      "removed: ui5-badge",
      "removed: ui5-badge",
    ]);
    expect(Array.from(lines[1].querySelectorAll("ins")).map((ins) => ins.textContent)).toEqual(["inserted: ui5-tag", "inserted: ui5-tag"]);
    expect(container.querySelector(".migration-counts")!.textContent).toBe("2 changes made, 0 to do by hand.");
    const changed = container.querySelector(".migration-notes-changed")!;
    expect(changed.querySelector("h3")!.textContent).toBe("Changed (2)");
    expect(within(changed as HTMLElement).getAllByRole("button")[0].textContent).toBe("Line 2, column 2: 2:2Renamed ui5-badge to ui5-tag.");
    expect(changed.querySelectorAll("code")).toHaveLength(4);
  });

  it("highlights a note's line when the reader chooses the note", async () => {
    const { container } = render(<ConverterTool rulesUrl={RULES} />);
    await paste("<p>\n<ui5-badge icon-end></ui5-badge>");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Convert" })));
    await act(async () => fireEvent.click(screen.getAllByRole("button", { name: /^Line 2, column 2/ })[0]));
    const target = container.querySelector(".migration-diff-line.targeted")!;
    expect(target.getAttribute("data-line")).toBe("2");
    expect(document.activeElement).toBe(target);
    expect(container.querySelector(".migration-notes-byHand h3")!.textContent).toBe("By hand (1)");
  });

  it("converts as the reader types once it is loaded, after a pause", async () => {
    render(<ConverterTool rulesUrl={RULES} />);
    await paste("<ui5-badge>");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Convert" })));
    expect(convert).toHaveBeenCalledTimes(1);
    vi.useFakeTimers();
    await paste("<ui5-badge></ui5-badge>");
    expect(convert).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(convert).toHaveBeenCalledTimes(2);
    expect(convert).toHaveBeenLastCalledWith("<ui5-badge></ui5-badge>", "Markup");
  });

  it("fills in its example and converts it", async () => {
    const { container } = render(<ConverterTool rulesUrl={RULES} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Try an example" })));
    expect((screen.getByLabelText("Your 1.24 markup or script") as HTMLTextAreaElement).value).toContain("<ui5-badge");
    expect(container.querySelectorAll(".migration-diff del").length).toBeGreaterThan(0);
  });

  it("reads a chosen script as a script", async () => {
    const { container } = render(<ConverterTool rulesUrl={RULES} />);
    const file = new File(['import "@ui5/webcomponents/dist/Badge.js";\n'], "app.ts", { type: "text/plain" });
    await act(async () => fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [file] } }));
    await vi.waitFor(() => expect(convert).toHaveBeenCalledWith('import "@ui5/webcomponents/dist/Badge.js";\n', "Script"));
    expect((screen.getByLabelText("Read as") as HTMLSelectElement).value).toBe("Script");
    expect(container.querySelector(".migration-file-name")!.textContent).toBe("From the file app.ts");
  });

  it("reads a dropped file", async () => {
    const { container } = render(<ConverterTool rulesUrl={RULES} />);
    const file = new File(["<ui5-badge></ui5-badge>"], "page.html", { type: "text/html" });
    await act(async () => fireEvent.drop(container.querySelector(".migration-input")!, { dataTransfer: { files: [file] } }));
    await vi.waitFor(() => expect(convert).toHaveBeenCalledWith("<ui5-badge></ui5-badge>", "Markup"));
    expect((screen.getByLabelText("Your 1.24 markup or script") as HTMLTextAreaElement).value).toBe("<ui5-badge></ui5-badge>");
  });

  it("says it is loading, and offers Retry when loading fails", async () => {
    let fail: (error: Error) => void = () => {};
    start.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    render(<ConverterTool rulesUrl={RULES} />);
    await paste("<ui5-badge>");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Convert" })));
    expect(screen.getByText("Loading the converter…")).toBeTruthy();
    await act(async () => fail(new Error("offline")));
    expect(screen.getByRole("alert").textContent).toContain("The converter could not be loaded.");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Retry" })));
    expect(start).toHaveBeenCalledTimes(2);
    expect(convert).toHaveBeenCalledWith("<ui5-badge>", "Markup");
    expect(screen.queryByRole("alert")).toBeNull();
    warn.mockRestore();
  });
});
