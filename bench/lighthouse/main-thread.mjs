// What occupies the main thread while a page loads, as Lighthouse's blocking time
// counts it: Chromium's own trace of RUNS loads at 4x CPU throttling (Lighthouse's
// mobile factor) and a phone's viewport. For each renderer process: the frames it
// hosts, its main thread's work and blocking time (the part of each task beyond
// 50 ms); for the page's own process, each long task by the trace events inside it.
// It tells whether a sample's frame runs in the page's process and so can block it.
//
// Usage (from the repository root, a build served at URL):
//   node bench/lighthouse/main-thread.mjs URL [RUNS]
import { launchChromium } from "../chromium.mjs";

const [url, runsArg = "3"] = process.argv.slice(2);
if (!url) {
  console.error("usage: node bench/lighthouse/main-thread.mjs URL [RUNS]");
  process.exit(2);
}
const LONG_TASK_US = 50_000;
const ms = (us) => (us / 1000).toFixed(0);
const pathOf = (address) => address.replace(/^[a-z]+:\/\/[^/]+/, "");

const browser = await launchChromium();
try {
  for (let run = 1; run <= Number(runsArg); run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
    await page.goto(url, { waitUntil: "load" });
    // Past the app's start and the samples' first render.
    await page.waitForTimeout(5000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    await context.close();
    console.log(`load ${run}:`);
    report(traceEvents);
  }
} finally {
  await browser.close();
}

function report(events) {
  const framesOf = new Map();
  const addFrame = (pid, address) => address && framesOf.set(pid, new Set([...(framesOf.get(pid) ?? []), pathOf(address)]));
  for (const event of events) {
    const data = event.args?.data;
    if (event.name === "TracingStartedInBrowser") for (const frame of data?.frames ?? []) addFrame(frame.processId, frame.url);
    if (event.name === "CommitLoad") addFrame(event.pid, data?.url);
  }
  const mainThreads = new Set(
    events.filter((e) => e.name === "thread_name" && e.args.name === "CrRendererMain").map((e) => `${e.pid}/${e.tid}`),
  );
  const tasks = new Map();
  for (const event of events) {
    const thread = `${event.pid}/${event.tid}`;
    if (event.name !== "RunTask" || !event.dur || !mainThreads.has(thread)) continue;
    tasks.set(thread, [...(tasks.get(thread) ?? []), event]);
  }
  const busiest = [...tasks].sort(([, a], [, b]) => total(b) - total(a));
  for (const [thread, threadTasks] of busiest) {
    const frames = [...(framesOf.get(Number(thread.split("/")[0])) ?? [])].filter((f) => f !== "about:blank");
    if (frames.length === 0 && total(threadTasks) < 50_000) continue;
    const blocking = threadTasks.reduce((sum, task) => sum + Math.max(0, task.dur - LONG_TASK_US), 0);
    console.log(
      `  renderer ${thread} (${frames.join(", ") || "no frame"}): ${ms(total(threadTasks))} ms of tasks, blocking ${ms(blocking)} ms`,
    );
  }
  const [pageThread, pageTasks] = busiest[0];
  const inThread = events.filter((e) => `${e.pid}/${e.tid}` === pageThread && e.ph === "X" && e.dur && e.name !== "RunTask");
  const start = Math.min(...pageTasks.map((task) => task.ts));
  for (const task of pageTasks.filter((t) => t.dur > LONG_TASK_US)) {
    const byKind = new Map();
    for (const event of inThread) {
      if (event.ts < task.ts || event.ts + event.dur > task.ts + task.dur) continue;
      const script = event.args?.data?.url ? ` ${pathOf(event.args.data.url).split("/").slice(-2).join("/")}` : "";
      byKind.set(event.name + script, (byKind.get(event.name + script) ?? 0) + event.dur);
    }
    const top = [...byKind].sort(([, a], [, b]) => b - a).slice(0, 4);
    console.log(
      `    long task at ${ms(task.ts - start)} ms, ${ms(task.dur)} ms: ${top.map(([kind, us]) => `${kind} ${ms(us)}`).join("; ")}`,
    );
  }
}

function total(tasks) {
  return tasks.reduce((sum, task) => sum + task.dur, 0);
}
