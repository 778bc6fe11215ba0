// The MCP server of `site serve` (Streamable HTTP at <base>mcp), driven by the official
// TypeScript SDK's client on the real built site: each tool, the resources, the
// prompt, the errors, and the refusal of other sites' pages.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { BASE_PORT, serve } from "./site.mjs";

let server;
let client;

before(async () => {
  server = await serve(BASE_PORT);
  client = new Client({ name: "site-e2e", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(server.url)));
});

after(async () => {
  await client?.close();
  await server?.stop();
});

/** The structured result of a call that succeeded (the SDK checked it against the tool's output schema). */
async function call(name, args) {
  const result = await client.callTool({ name, arguments: args });
  assert.notEqual(result.isError, true, JSON.stringify(result.content));
  return result.structuredContent;
}

/** The text of a call's result, and whether it is an error result. */
async function text(name, args) {
  const result = await client.callTool({ name, arguments: args });
  return { error: result.isError === true, text: result.content.map((part) => part.text).join("") };
}

test("the server names itself and lists six read-only tools with descriptions and input schemas", async () => {
  assert.equal(client.getServerVersion().name, "ui5-webcomponents-v1-docs");
  const { tools } = await client.listTools();
  assert.deepEqual(tools.map((tool) => tool.name).sort(), [
    "check_markup",
    "get_component_api",
    "get_page",
    "list_components",
    "migrate_markup",
    "search_docs",
  ]);
  for (const tool of tools) {
    assert.ok(tool.description.length > 40, tool.name);
    assert.equal(tool.inputSchema.type, "object", tool.name);
    assert.equal(tool.annotations.readOnlyHint, true, tool.name);
  }
});

test("search_docs finds the component's page with its address, path and snippet", async () => {
  const answer = await call("search_docs", { query: "button", limit: 3 });
  assert.equal(answer.results.length, 3);
  const [first] = answer.results;
  assert.equal(first.title, "Button");
  assert.equal(first.url, "https://ui5.github.io/webcomponents/v1/components/Button/");
  assert.equal(first.path, "components/Button/");
  assert.match(first.snippet, /push button/);
});

test("get_page gives a page's Markdown by its path under the site, and names the closest to an unknown one", async () => {
  const page = await text("get_page", { path: "/webcomponents/v1/components/Button/" });
  assert.equal(page.error, false);
  assert.match(page.text, /^# Button\n/);
  assert.match(page.text, /\| `design` \|/);
  const missing = await text("get_page", { path: "docs/getting-startd/" });
  assert.equal(missing.error, true);
  assert.match(missing.text, /`docs\/getting-started\/` \(Getting Started\)/);
  const outside = await text("get_page", { path: "../../../../etc/passwd" });
  assert.equal(outside.error, true);
  assert.doesNotMatch(outside.text, /root:/);
});

test("list_components lists each component with its tag, class, package and summary, by package", async () => {
  const all = await call("list_components", {});
  assert.equal(all.libraryVersion, "1.24.24");
  assert.ok(all.components.length > 100, `${all.components.length} components`);
  const fiori = await call("list_components", { package: "fiori" });
  const shellbar = fiori.components.find((component) => component.tag === "ui5-shellbar");
  assert.deepEqual({ name: shellbar.name, package: shellbar.package }, { name: "ShellBar", package: "@ui5/webcomponents-fiori" });
  assert.ok(fiori.components.every((component) => component.package === "@ui5/webcomponents-fiori"));
});

test("get_component_api gives properties with their values and attributes, the module and what changes in version 2", async () => {
  const api = await call("get_component_api", { name: "ui5-button" });
  assert.equal(api.module, "@ui5/webcomponents/dist/Button.js");
  const design = api.properties.find((property) => property.name === "design");
  assert.deepEqual(design.values, ["Default", "Positive", "Negative", "Transparent", "Emphasized", "Attention"]);
  assert.equal(design.default, '"Default"');
  assert.equal(api.properties.find((property) => property.name === "iconEnd").attribute, "icon-end");
  assert.ok(api.events.some((event) => event.name === "click"));
  assert.ok(api.version2.changes.some((change) => change.new?.includes("end-icon")));
  const unknown = await text("get_component_api", { name: "ui5-buton" });
  assert.equal(unknown.error, true);
  assert.match(unknown.text, /^No component `ui5-buton` in UI5 Web Components 1\.24\.24\. Closest: `ui5-button` \(Button\)/);
});

test("check_markup reports each wrong value, attribute and tag at its line and column with what is allowed", async () => {
  const html = '<div>\n  <ui5-input type="Mail" show-clear-icon="true"></ui5-input>\n  <ui5-combo-box fancy></ui5-combo-box>\n</div>';
  const check = await call("check_markup", { html });
  assert.equal(check.valid, false);
  const found = check.findings.map((f) => [f.line, f.column, f.kind]);
  assert.deepEqual(found, [
    [2, 14, "notAnEnumValue"],
    [2, 26, "booleanWithValue"],
    [3, 3, "unknownTag"],
  ]);
  assert.ok(check.findings[0].allowed.includes("Email"));
  assert.deepEqual(check.findings[0].didYouMean, ["Email"]);
  assert.ok(check.findings[2].didYouMean.includes("ui5-combobox"));
});

test("migrate_markup converts 1.24 markup for version 2 and notes each change", async () => {
  const migration = await call("migrate_markup", { html: '<ui5-badge color-scheme="2">New</ui5-badge>' });
  assert.match(migration.output, /^<ui5-tag /);
  assert.equal(migration.changed, true);
  assert.ok(migration.notes.some((note) => note.line === 1 && note.kind === "changed" && /ui5-tag/.test(note.message)));
});

test("an unknown tool is a protocol error, and an input over 256 KB an error result", async () => {
  await assert.rejects(
    client.callTool({ name: "test_error_handling", arguments: {} }),
    (error) => error instanceof McpError && error.code === ErrorCode.InvalidParams,
  );
  const large = await text("check_markup", { html: "x".repeat(256 * 1024 + 1) });
  assert.equal(large.error, true);
  assert.match(large.text, /262145 bytes.*256 KB/);
});

test("the docs pages are resources, and the migration prompt hands a file to the tools", async () => {
  const { resources } = await client.listResources();
  const firstSteps = resources.find((resource) => resource.name === "First Steps");
  assert.equal(firstSteps.uri, "https://ui5.github.io/webcomponents/v1/docs/getting-started/first-steps/index.md");
  const read = await client.readResource({ uri: firstSteps.uri });
  assert.equal(read.contents[0].mimeType, "text/markdown");
  assert.match(read.contents[0].text, /^# First Steps/);
  const prompt = await client.getPrompt({ name: "migrate_to_version_2", arguments: { file: "<ui5-badge>New</ui5-badge>" } });
  assert.match(prompt.messages[0].content.text, /migrate_markup[\s\S]*<ui5-badge>New<\/ui5-badge>/);
});

test("a page of another site may not call the server; the site's own pages may", async () => {
  const ping = (origin) =>
    fetch(server.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        ...(origin ? { origin } : {}),
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
    });
  assert.equal((await ping("https://evil.example.com")).status, 403);
  assert.equal((await ping(new URL(server.url).origin)).status, 200);
});
