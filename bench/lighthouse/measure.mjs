// Runs Lighthouse (mobile preset, simulated throttling) on each page of each site
// several times, interleaved, and prints the median of each figure.
//
// Usage: node measure.mjs <lighthouse bin> <runs> <out dir> <site>=<base URL>:<page>,<page>... [...]
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const [lighthouse, runs, outDir, ...siteArgs] = process.argv.slice(2);
const sites = siteArgs.map((arg) => {
  const [name, rest] = arg.split(/=(.*)/s);
  const split = rest.lastIndexOf(":");
  return { name, base: rest.slice(0, split), pages: rest.slice(split + 1).split(",") };
});

// The flags every Chromium of this project runs with (no background traffic; e2e/chromium.json).
const CHROME_FLAGS = ["--headless=new", ...JSON.parse(fs.readFileSync(new URL("../../e2e/chromium.json", import.meta.url), "utf8")).args].join(" ");

/** The figures of one Lighthouse report. */
function figures(report) {
  const audits = report.audits;
  const summary = Object.fromEntries(audits["resource-summary"].details.items.map((item) => [item.resourceType, item]));
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: audits["first-contentful-paint"].numericValue,
    speedIndex: audits["speed-index"].numericValue,
    lcp: audits["largest-contentful-paint"].numericValue,
    tbt: audits["total-blocking-time"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    requests: summary.total.requestCount,
    jsBytes: summary.script?.transferSize ?? 0,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

fs.mkdirSync(outDir, { recursive: true });
const results = new Map();
for (let run = 1; run <= Number(runs); run++) {
  for (const site of sites) {
    for (const page of site.pages) {
      const url = site.base + page;
      const output = path.join(outDir, `${site.name}-${page.replaceAll("/", "_") || "home"}-${run}.json`);
      const done = spawnSync(
        lighthouse,
        [url, "--quiet", "--output=json", `--output-path=${output}`, "--only-categories=performance", "--disable-full-page-screenshot", `--chrome-flags=${CHROME_FLAGS}`],
        { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" } },
      );
      if (done.status !== 0) throw new Error(`lighthouse failed on ${url} (exit ${done.status})`);
      const key = `${site.name} ${page || "(home)"}`;
      if (!results.has(key)) results.set(key, []);
      results.get(key).push(figures(JSON.parse(fs.readFileSync(output, "utf8"))));
      process.stderr.write(`run ${run}/${runs}: ${key}\n`);
    }
  }
}

console.log(`| Page | Score | FCP | Speed Index | LCP | TBT | CLS | Requests | JS (compressed) |`);
console.log(`| --- | --- | --- | --- | --- | --- | --- | --- | --- |`);
for (const [key, all] of results) {
  const m = (name) => median(all.map((figure) => figure[name]));
  console.log(
    `| ${key} | ${m("score")} | ${(m("fcp") / 1000).toFixed(1)} s | ${(m("speedIndex") / 1000).toFixed(1)} s | ${(m("lcp") / 1000).toFixed(1)} s | ${Math.round(m("tbt"))} ms | ${m("cls").toFixed(3)} | ${m("requests")} | ${Math.round(m("jsBytes") / 1024)} KB |`,
  );
}
