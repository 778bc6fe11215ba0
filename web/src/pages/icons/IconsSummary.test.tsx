import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { IconCollectionInfo } from "../../data/types";
import { IconsSummary } from "./IconsSummary";

const tnt: IconCollectionInfo = {
  id: "tnt",
  label: "SAP TNT Icons",
  package: "@ui5/webcomponents-icons-tnt",
  version: "1.24.24",
  npmUrl: "https://www.npmjs.com/package/@ui5/webcomponents-icons-tnt/v/1.24.24",
  count: 1240,
  catalogUrl: "/webcomponents/v1/data/icons/tnt.json",
  moduleDir: "@ui5/webcomponents-icons-tnt/dist/",
  example: { name: "<script>", importName: "tnt/<script>" },
};

describe("the icons summary for readers without JavaScript", () => {
  it("says what each collection holds and how to use an icon, as escaped text", () => {
    const html = renderToString(<IconsSummary collections={[tnt]} />);
    expect(html).toContain('<h2 id="tnt">SAP TNT Icons</h2>');
    expect(html).toContain("1,240 icons from the npm package <a");
    expect(html).toContain("import &quot;@ui5/webcomponents-icons-tnt/dist/&lt;script&gt;.js&quot;;");
    expect(html).toContain("&lt;ui5-icon name=&quot;tnt/&lt;script&gt;&quot;&gt;&lt;/ui5-icon&gt;");
    expect(html).not.toContain("<script>");
  });

  it("leaves out the example of a collection without icons", () => {
    const html = renderToString(<IconsSummary collections={[{ ...tnt, count: 0, example: undefined }]} />);
    expect(html).not.toContain("Import an icon");
  });
});
