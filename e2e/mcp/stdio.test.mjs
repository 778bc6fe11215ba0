// `site mcp` over stdio, as an agent on the reader's machine starts it, driven by the
// official TypeScript SDK's client on the real built site.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { BUILD, SITE } from "./site.mjs";

let client;

before(async () => {
  client = new Client({ name: "site-e2e", version: "1.0.0" });
  await client.connect(new StdioClientTransport({ command: SITE, args: ["mcp", "--dir", BUILD], stderr: "inherit" }));
});

after(() => client?.close());

test("over stdio the same tools answer from the built site", async () => {
  const { tools } = await client.listTools();
  assert.equal(tools.length, 6);
  const search = await client.callTool({ name: "search_docs", arguments: { query: "dialog", limit: 1 } });
  assert.equal(search.structuredContent.results[0].path, "components/Dialog/");
  const api = await client.callTool({ name: "get_component_api", arguments: { name: "Dialog" } });
  assert.equal(api.structuredContent.tag, "ui5-dialog");
  const check = await client.callTool({ name: "check_markup", arguments: { html: '<ui5-dialog state="Danger"></ui5-dialog>' } });
  assert.deepEqual(
    check.structuredContent.findings.map((finding) => [finding.attribute, finding.kind]),
    [["state", "notAnEnumValue"]],
  );
});
