// What the MCP tests share: where the engine and the built site are, and `site serve`
// started on a port of the test's own, ready once it has said where the MCP server is.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** The engine's binary, built by `make engine`. */
export const SITE = `${root}target/release/site`;
/** The built site (`make build`). */
export const BUILD = `${root}build`;
/** The base port; each test file serves on its own one from it (make test sets it). */
export const BASE_PORT = Number(process.env.MCP_PORT ?? 4177);

/**
 * `site serve` on `port`, resolved with the MCP endpoint's URL once the server is
 * listening (it prints the address after binding), and a function that stops it.
 */
export function serve(port) {
  const server = spawn(SITE, ["serve", "--dir", BUILD, "--port", String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const stop = () =>
    new Promise((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once("exit", resolve);
      server.kill("SIGINT");
    });
  const ready = new Promise((resolve, reject) => {
    server.once("exit", (code) => reject(new Error(`site serve exited with ${code} before serving`)));
    createInterface({ input: server.stdout }).on("line", (line) => {
      const found = /^MCP server \(Streamable HTTP\) at (\S+)$/.exec(line);
      if (found) resolve(found[1]);
    });
  });
  return ready.then((url) => ({ url, stop }));
}
