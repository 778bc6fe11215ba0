import { act, render } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { StaticIsland } from "./StaticIsland";

function Table({ onRender }: { onRender: () => void }) {
  onRender();
  return (
    <table>
      <tbody>
        <tr>
          <td>design</td>
        </tr>
      </tbody>
    </table>
  );
}

describe("StaticIsland", () => {
  it("keeps the prerendered markup when the page is hydrated, without rendering its content again", async () => {
    const prerendered = vi.fn();
    // The engine's prerender, in Node: no document.
    vi.stubGlobal("document", undefined);
    const html = renderToString(
      <StaticIsland>
        <Table onRender={prerendered} />
      </StaticIsland>,
    );
    vi.unstubAllGlobals();
    expect(prerendered).toHaveBeenCalled();
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const hydrated = vi.fn();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(
        container,
        <StaticIsland>
          <Table onRender={hydrated} />
        </StaticIsland>,
      );
    });
    expect(container.querySelector(".static-island td")!.textContent).toBe("design");
    expect(hydrated).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it("renders its content on a client-side render", () => {
    const rendered = vi.fn();
    const { container } = render(
      <StaticIsland>
        <Table onRender={rendered} />
      </StaticIsland>,
    );
    expect(rendered).toHaveBeenCalled();
    expect(container.querySelector(".static-island td")!.textContent).toBe("design");
  });
});
