import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StaticCode } from "./StaticCode";

describe("the code shown until the editor has loaded", () => {
  it("shows the text as it is, with a number for each line as the editor counts them", () => {
    const { container } = render(<StaticCode value={"<p>\n  a & b\n</p>\n"} />);
    expect(container.querySelector("pre")!.textContent).toBe("<p>\n  a & b\n</p>\n");
    expect(container.querySelector(".static-code-gutter")!.textContent).toBe("1\n2\n3\n4");
  });
});
