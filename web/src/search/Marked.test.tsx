import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Marked } from "./Marked";

afterEach(cleanup);

describe("Marked", () => {
  it("renders plain and marked pieces in turn", () => {
    const { container } = render(<Marked pieces={["Use the ", "Button", " here, or a ", "Toggle", ""]} />);
    expect(container.textContent).toBe("Use the Button here, or a Toggle");
    expect(Array.from(container.querySelectorAll("mark")).map((m) => m.textContent)).toEqual(["Button", "Toggle"]);
  });

  it("shows markup in the text as text", () => {
    const { container } = render(<Marked pieces={['<img src=x onerror="alert(1)"> and ', "<b>", ""]} />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    expect(container.querySelector("mark")?.textContent).toBe("<b>");
  });
});
