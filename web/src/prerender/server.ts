/// <reference types="node" />
// The engine's prerenderer: a Node process that renders pages with the app's own
// components. It reads one JSON request per line on stdin and answers each with one
// JSON line on stdout, in order: the site data first, then pages. The requests and
// answers are the engine's (`PrerenderRequest`, `PrerenderReply`: crates/model/src/prerender.rs).
import { createInterface } from "node:readline";
import type { PrerenderReply, PrerenderRequest } from "../data/pageData";
import type { SiteData } from "../data/types";
import { renderPage } from "./renderPage";

let site: SiteData | undefined;

async function answer(line: string): Promise<PrerenderReply> {
  const request = JSON.parse(line) as PrerenderRequest;
  if ("site" in request) {
    site = request.site;
    return { ok: true };
  }
  if (!site) throw new Error("the site data must come before any page");
  return renderPage(site, request.page ?? undefined);
}

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  if (line.trim() === "") continue;
  let reply: PrerenderReply;
  try {
    reply = await answer(line);
  } catch (error) {
    reply = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  process.stdout.write(JSON.stringify(reply) + "\n");
}
