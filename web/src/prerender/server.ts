/// <reference types="node" />
// The engine's prerenderer: a Node process that renders pages with the app's own
// components. It reads one JSON request per line on stdin and answers each with one
// JSON line on stdout, in order:
//   {"site": SiteData}                 the site data, first; answered with {"ok": true}
//   {"page": PageData} or {"page": null}  a page (null: the not-found page);
//                                        answered with {"html", "module"} or {"error"}
import { createInterface } from "node:readline";
import type { SiteData } from "../data/types";
import { renderPage } from "./renderPage";

let site: SiteData | undefined;

async function answer(line: string): Promise<object> {
  const request = JSON.parse(line) as { site?: SiteData; page?: unknown };
  if (request.site) {
    site = request.site;
    return { ok: true };
  }
  if (!site) throw new Error("the site data must come before any page");
  return renderPage(site, (request.page ?? undefined) as Parameters<typeof renderPage>[1]);
}

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  if (line.trim() === "") continue;
  let reply: object;
  try {
    reply = await answer(line);
  } catch (error) {
    reply = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  process.stdout.write(JSON.stringify(reply) + "\n");
}
