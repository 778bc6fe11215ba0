// Filtering the icon grid as a reader types, measured in Chromium: for every
// keystroke, the main thread's CPU time (thread ticks from the DevTools protocol, so
// other processes on a busy machine do not count) and the wall time, from the input
// event to the updated grid drawn and laid out. That work must fit in a 16 ms frame.
//
// Three grids filter the 700 SAP icons with the same typing:
// - the icons page: inline SVG from the catalogue, every card kept, others hidden;
// - the same catalogue with a `ui5-icon` component per card (the library's own way
//   to show an icon), cards created and removed as the filter changes (a keyed list);
// - the same with `ui5-icon`, cards kept and hidden.
// Also: showing a whole collection (700 cards from none). Medians and ratios printed.

import { launchChromium } from "../chromium.mjs";

const port = Number(process.env.BENCH_PORT ?? 4400);
const rounds = Number(process.env.ROUNDS ?? 3);
const base = `http://127.0.0.1:${port}/webcomponents/v1/`;

/** A reader typing three words and deleting them again, keystroke by keystroke. */
const STEPS = ["accept", "arrow", "shop"].flatMap((word) => {
  const typed = [...word].map((_, i) => word.slice(0, i + 1));
  return [...typed, ...typed.slice(0, -1).reverse(), ""];
});

// Pages are driven with CSS selectors only: Playwright's role queries switch on the
// browser's accessibility tree, which makes every later DOM change slower.
const browser = await launchChromium();

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on("pageerror", (error) => console.error("page error:", error.message));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable", { timeDomain: "threadTicks" });
  const taskSeconds = async () => (await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === "TaskDuration").value;
  let overhead = 0;
  /**
   * Runs `work` in the page; returns its wall time (ms, from the page) and the main
   * thread's CPU time (ms) less the cost of running any script through the protocol.
   */
  const timed = async (work, arg) => {
    const before = await taskSeconds();
    const wall = await page.evaluate(work, arg);
    if (wall === null) throw new Error(`the grid did not update: ${JSON.stringify(arg)}`);
    return { wall, cpu: ((await taskSeconds()) - before) * 1000 - overhead };
  };

  // The icons page, as built.
  await page.goto(`${base}icons/`);
  await page.waitForFunction(() => document.querySelectorAll(".icon-card:not([hidden])").length === 700);
  const idle = [];
  for (let i = 0; i < 30; i++) idle.push((await timed(() => performance.now() - performance.now())).cpu);
  overhead = median(idle);
  const ours = { typing: await typing(timed, ".icons-filter"), whole: [] };
  for (let round = 0; round < rounds; round++) {
    await page.evaluate(() => [...document.querySelectorAll(".icons-switch-button")][1].click());
    await page.waitForFunction(() => document.querySelectorAll(".icon-card").length === 175);
    ours.whole.push(await timed(showSapIcons));
  }

  // The alternatives: the same catalogue, one ui5-icon per card, components from the site's local CDN.
  const { catalogUrl } = (await (await page.request.get(`${base}data/icons/index.json`)).json()).icons.collections[0];
  const importMap = /<script type="importmap">([^<]+)<\/script>/.exec(await (await page.request.get(`${base}samples/main/Button/Basic/`)).text())[1];
  await page.route("**/__bench/*", (route) => route.fulfill({ contentType: "text/html", body: alternativePage(importMap, catalogUrl) }));
  const alternatives = {};
  for (const mode of ["recreate", "hide"]) {
    await page.goto(`${base}__bench/${mode}`);
    await page.waitForFunction(() => window.benchReady === true, null, { timeout: 120_000 });
    alternatives[mode] = { typing: await typing(timed, "#filter"), whole: [] };
    for (let round = 0; round < rounds; round++) alternatives[mode].whole.push(await timed(() => window.renderAll()));
  }

  const cpu = (runs) => runs.map((r) => r.cpu);
  const line = (label, runs) =>
    console.log(
      `  ${label.padEnd(50)} CPU median ${fmt(median(cpu(runs)))} ms  p95 ${fmt(percentile(cpu(runs), 0.95))} ms` +
        `  | wall median ${fmt(median(runs.map((r) => r.wall)))} ms`,
    );
  console.log(`Filtering the 700 SAP icons: ${STEPS.length} keystrokes x ${rounds} rounds, keystroke -> grid drawn and laid out`);
  console.log(`  (CPU: main-thread time, less ${overhead.toFixed(1)} ms that running an empty script through the protocol costs)`);
  line("icons page: inline SVG, cards kept and hidden", ours.typing.all);
  line("  keystrokes that narrow the grid", ours.typing.narrowing);
  line("  clearing the filter (700 cards again)", ours.typing.clearing);
  line("ui5-icon per card, cards created and removed", alternatives.recreate.typing.all);
  line("  clearing the filter (700 cards again)", alternatives.recreate.typing.clearing);
  line("ui5-icon per card, cards kept and hidden", alternatives.hide.typing.all);
  line("  clearing the filter (700 cards again)", alternatives.hide.typing.clearing);
  console.log(`Showing a whole collection (700 cards from none), ${rounds} rounds`);
  line("icons page (switch to SAP Icons, catalogue loaded)", ours.whole);
  line("ui5-icon per card (700 new cards, each drawn)", alternatives.recreate.whole);
  const ratio = (a, b) => `${(median(cpu(a)) / median(cpu(b))).toFixed(1)}x`;
  console.log("Ratios of CPU medians (alternative / icons page):");
  console.log(`  typing, cards created and removed: ${ratio(alternatives.recreate.typing.all, ours.typing.all)} (clearing the filter: ${ratio(alternatives.recreate.typing.clearing, ours.typing.clearing)})`);
  console.log(`  typing, cards kept and hidden:     ${ratio(alternatives.hide.typing.all, ours.typing.all)} (clearing the filter: ${ratio(alternatives.hide.typing.clearing, ours.typing.clearing)})`);
  console.log(`  a whole collection:                ${ratio(alternatives.recreate.whole, ours.whole)}`);
} finally {
  await browser.close();
}

/** Runs the typing sequence `rounds` times. */
async function typing(timed, inputSelector) {
  const result = { all: [], narrowing: [], clearing: [] };
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < STEPS.length; i++) {
      const query = STEPS[i];
      const run = await timed(keystroke, { inputSelector, query });
      result.all.push(run);
      if (query === "") result.clearing.push(run);
      else if (query.length > (STEPS[i - 1] ?? "").length) result.narrowing.push(run);
    }
  }
  return result;
}

/**
 * In the page: types `query` into the filter, waits (without polling) until the grid
 * shows exactly the icons whose name contains it, each drawn, and forces layout.
 */
async function keystroke({ inputSelector, query }) {
  const names = (window.benchNames ??= [...document.querySelectorAll(".icon-card-name, .alt-name")].map((n) => n.textContent));
  const expected = names.filter((name) => name.toLowerCase().includes(query)).length;
  const input = document.querySelector(inputSelector);
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set;
  const shown = () => document.querySelectorAll(".icon-card:not([hidden]), .alt-card:not([hidden])").length;
  const status = document.querySelector(".icons-status");

  const started = performance.now();
  let updated;
  if (status) {
    // The icons page renders the filter in a later task; the status and cards change in one commit.
    updated = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (Number(status.dataset.count) === expected) {
          observer.disconnect();
          resolve();
        }
      });
      observer.observe(status, { attributes: true });
    });
  }
  setValue.call(input, query);
  input.dispatchEvent(new Event("input", { bubbles: true }));
  if (updated) await Promise.race([updated, new Promise((r) => setTimeout(r, 10_000))]);
  else await window.renderFinished();
  void document.body.offsetHeight;
  const wall = performance.now() - started;
  const drawn = [...document.querySelectorAll(".alt-card:not([hidden]) ui5-icon")].every((i) => i.shadowRoot?.querySelector("path")?.getAttribute("d"));
  return shown() === expected && drawn ? wall : null;
}

/** In the icons page: switches to SAP Icons and times until its 700 cards are laid out. */
async function showSapIcons() {
  const page = document.querySelector(".icons-page");
  const started = performance.now();
  await new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (document.querySelectorAll(".icon-card").length === 700) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(page, { childList: true, subtree: true });
    document.querySelectorAll(".icons-switch-button")[0].click();
  });
  void document.body.offsetHeight;
  return performance.now() - started;
}

/** The alternative grid: the page's path names the mode (`recreate` or `hide`). */
function alternativePage(importMap, catalogUrl) {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>ui5-icon grid</title>
<script type="importmap">${importMap}</script>
<style>
  body { font-family: system-ui, sans-serif; margin: 1rem; }
  .alt-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr)); gap: .75rem; list-style: none; padding: 0; }
  .alt-card { display: flex; flex-direction: column; align-items: center; gap: .5rem; padding: 1rem .6rem; border: 1px solid #ccc; border-radius: .5rem; }
  .alt-card[hidden] { display: none; }
  .alt-card ui5-icon { width: 2.5rem; height: 2.5rem; }
</style>
<script type="module">
  import "@ui5/webcomponents/dist/Icon.js";
  import "@ui5/webcomponents-icons/dist/AllIcons.js";
  import { renderFinished } from "@ui5/webcomponents-base/dist/Render.js";
  window.renderFinished = renderFinished;
  const mode = location.pathname.split("/").pop();
  const catalog = await (await fetch(${JSON.stringify(catalogUrl)})).json();
  const icons = catalog.icons.map((icon) => ({ ...icon, lower: icon.name.toLowerCase() }));
  const grid = document.querySelector(".alt-grid");
  const newCard = (icon) => {
    const card = document.createElement("li");
    card.className = "alt-card";
    card.innerHTML = '<ui5-icon></ui5-icon><span class="alt-name"></span><button>Copy Icon Name</button><button>Copy SVG</button><button>Copy Import</button>';
    card.querySelector("ui5-icon").setAttribute("name", icon.importName);
    card.querySelector(".alt-name").textContent = icon.name;
    return card;
  };
  let cards = new Map();
  const allDrawn = () => [...grid.querySelectorAll("ui5-icon")].every((i) => i.shadowRoot?.querySelector("path")?.getAttribute("d"));
  // Every card anew, timed until each icon has drawn.
  window.renderAll = async () => {
    const started = performance.now();
    grid.replaceChildren();
    cards = new Map(icons.map((icon) => [icon.name, newCard(icon)]));
    grid.append(...cards.values());
    await renderFinished();
    while (!allDrawn()) await new Promise((r) => setTimeout(r, 0));
    void document.body.offsetHeight;
    return performance.now() - started;
  };
  document.querySelector("#filter").addEventListener("input", (event) => {
    const query = event.target.value.trim().toLowerCase();
    if (mode === "hide") {
      for (const icon of icons) cards.get(icon.name).hidden = !icon.lower.includes(query);
      return;
    }
    // A keyed list: cards that no longer match go, new matches are created in place.
    const matches = icons.filter((icon) => icon.lower.includes(query));
    const wanted = new Set(matches.map((icon) => icon.name));
    for (const [name, card] of cards) if (!wanted.has(name)) { card.remove(); cards.delete(name); }
    let next = grid.firstElementChild;
    for (const icon of matches) {
      const existing = cards.get(icon.name);
      if (existing) { next = existing.nextElementSibling; continue; }
      const card = newCard(icon);
      cards.set(icon.name, card);
      grid.insertBefore(card, next);
    }
  });
  await customElements.whenDefined("ui5-icon");
  await window.renderAll();
  window.benchReady = true;
</script></head>
<body><input id="filter" aria-label="Filter icons"><ul class="alt-grid"></ul></body></html>`;
}

function median(values) {
  return percentile(values, 0.5);
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

function fmt(ms) {
  return ms.toFixed(1).padStart(6);
}
