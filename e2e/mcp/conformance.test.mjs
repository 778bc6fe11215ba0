// The official conformance suite (@modelcontextprotocol/conformance) against the MCP
// server of `site serve`. Every scenario of its active suite runs; those that do not
// apply to a read-only docs server are the baseline (conformance-not-applicable.yml,
// each with why), so the run passes only if every other scenario passes and each of
// those still fails. (0.1.13 is pinned: the last release that runs on Node 20, with
// the same scenarios as 0.1.16; 0.1.14 added a command that needs Node 22.)
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { after, before, test } from "node:test";
import { BASE_PORT, serve } from "./site.mjs";

const require = createRequire(import.meta.url);
const suite = require.resolve("@modelcontextprotocol/conformance/dist/index.js");
const baseline = new URL("conformance-not-applicable.yml", import.meta.url).pathname;

/** The scenarios that apply, each of which must pass. */
const APPLYING = ["server-initialize", "ping", "tools-list", "resources-list", "prompts-list", "dns-rebinding-protection"];

let server;

before(async () => {
  server = await serve(BASE_PORT + 1);
});

after(() => server?.stop());

test("every scenario that applies passes, and only those in the baseline fail", async () => {
  // The DNS-rebinding scenario needs a loopback name in the address.
  const url = server.url.replace("127.0.0.1", "localhost");
  const run = promisify(execFile)(process.execPath, [suite, "server", "--url", url, "--expected-failures", baseline], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const { stdout } = await run.catch((failure) => assert.fail(`the suite failed:\n${failure.stdout}\n${failure.stderr}`));
  assert.match(stdout, /Baseline check passed/);
  for (const scenario of APPLYING) {
    assert.match(stdout, new RegExp(`✓ ${scenario}: [1-9]\\d* passed, 0 failed`), scenario);
  }
});
