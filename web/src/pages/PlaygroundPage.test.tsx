import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PageOf } from "../data/types";
import PlaygroundPage from "./PlaygroundPage";

const page = {
  route: "play/",
  kind: "playground",
  title: "Playground",
  description: "Edit <and> run.",
  html: "",
  toc: [],
  playground: {
    previewUrl: "/webcomponents/v1/play/preview/",
    examples: [
      { id: "hello-world", title: "Hello World", description: "A button & a toast.", files: { "index.html": "", "main.js": "" } },
      { id: "counter", title: "Counter", files: { "index.html": "", "main.js": "" } },
    ],
  },
} satisfies PageOf<"playground">;

describe("the prerendered playground page", () => {
  it("describes the playground and lists its examples for readers without JavaScript", () => {
    const html = renderToString(<PlaygroundPage page={page} />);
    expect(html).toMatch(/^<div class="markdown playground-prerendered"><h1>.*<\/ul><\/div>$/s);
    expect(html).toContain("<h1>Playground</h1><p>Edit &lt;and&gt; run.</p>");
    expect(html).toContain("<p>The playground runs in the browser and needs JavaScript.</p><h2>Examples</h2>");
    expect(html).toContain("<li><strong>Hello World</strong>: A button &amp; a toast.</li><li><strong>Counter</strong></li>");
  });

  it("fails on a playground without examples", () => {
    const empty = { ...page, playground: { ...page.playground, examples: [] } };
    expect(() => renderToString(<PlaygroundPage page={empty} />)).toThrow('The data of the page "play/" cannot be shown.');
  });
});
