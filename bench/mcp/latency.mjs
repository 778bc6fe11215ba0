// Tool-call latency of the MCP server of `site serve`, with the official TypeScript
// SDK's client over Streamable HTTP: each tool on a typical input, by 1 client calling
// in turn and by 50 clients calling at once (each its own session and connection),
// against a plain GET of the same page's Markdown twin from the same server (what the
// protocol, the JSON and the tool add to reading a file). Bounded: a fixed number of
// calls, and the run stops itself after DEADLINE_S seconds.
//
// Usage: node bench/mcp/latency.mjs <MCP endpoint URL>   (bench/mcp/run.sh serves build/)
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const CALLS = Number(process.env.CALLS ?? 200);
const CLIENTS = Number(process.env.CLIENTS ?? 50);
const CALLS_PER_CLIENT = Number(process.env.CALLS_PER_CLIENT ?? 20);
const DEADLINE_S = Number(process.env.DEADLINE_S ?? 300);

const [endpoint] = process.argv.slice(2);
const url = new URL(endpoint);
if (!["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)) throw new Error("the bench only calls a server on this machine");
const root = path.resolve(import.meta.dirname, "../..");
const require = createRequire(path.join(root, "e2e/mcp/package.json"));
const { Client } = require("@modelcontextprotocol/sdk/client/index.js");
const { StreamableHTTPClientTransport } = require("@modelcontextprotocol/sdk/client/streamableHttp.js");
setTimeout(() => {
  console.error(`the bench took longer than ${DEADLINE_S} s: stopped`);
  process.exit(1);
}, DEADLINE_S * 1000).unref();

// A page's worth of 1.24 markup: the samples' own, with a few mistakes an agent makes.
const samples = ["Button", "Input", "Dialog", "Table"].map((name) =>
  fs.readFileSync(path.join(root, `content/samples/main/${name}/Basic/sample.html`), "utf8"),
);
const markup = `${samples.join("\n")}\n<ui5-button design="Primary" icon-end>Go</ui5-button>\n<ui5-badge color-scheme="2">New</ui5-badge>\n`;
const twin = new URL(`${url.pathname.replace(/mcp$/, "")}components/Button/index.md`, url);

/** Each measured call: its name and how to make it with a client. */
const CASES = [
  ["search_docs", { query: "dialog close" }],
  ["get_page", { path: "components/Button/" }],
  ["list_components", {}],
  ["get_component_api", { name: "ui5-table" }],
  ["check_markup", { html: markup }],
  ["migrate_markup", { html: markup }],
].map(([name, args]) => [
  name,
  async (client) => {
    const result = await client.callTool({ name, arguments: args });
    if (result.isError) throw new Error(`${name}: ${result.content[0].text}`);
  },
]);
CASES.push([
  "GET index.md (baseline)",
  async () => {
    const response = await fetch(twin);
    if (!response.ok) throw new Error(`GET ${twin}: ${response.status}`);
    await response.text();
  },
]);

async function connect() {
  const client = new Client({ name: "bench", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(url));
  return client;
}

/** Milliseconds each of `count` calls of `call` took, one after the other. */
async function inTurn(client, call, count) {
  const times = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await call(client);
    times.push(performance.now() - started);
  }
  return times;
}

function percentile(times, p) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const ms = (value) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

const one = await connect();
const clients = await Promise.all(Array.from({ length: CLIENTS }, connect));
console.log(`| Call | 1 client p50 | 1 client p95 | ${CLIENTS} clients p50 | ${CLIENTS} clients p95 | ${CLIENTS} clients calls/s |`);
console.log("| --- | --- | --- | --- | --- | --- |");
for (const [name, call] of CASES) {
  await inTurn(one, call, 20); // warm-up: the site loaded, the connection open
  const single = await inTurn(one, call, CALLS);
  const started = performance.now();
  const many = (await Promise.all(clients.map((client) => inTurn(client, call, CALLS_PER_CLIENT)))).flat();
  const rate = many.length / ((performance.now() - started) / 1000);
  console.log(
    `| ${name} | ${ms(percentile(single, 50))} ms | ${ms(percentile(single, 95))} ms | ${ms(percentile(many, 50))} ms | ${ms(percentile(many, 95))} ms | ${Math.round(rate)} |`,
  );
}
console.log(`\n${CALLS} calls in turn, then ${CLIENTS} clients x ${CALLS_PER_CLIENT} calls at once, per row; markup of ${markup.length} bytes.`);
await Promise.all([one, ...clients].map((client) => client.close()));
