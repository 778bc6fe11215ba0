// Runs inside the Try it preview of a component page (an isolated iframe): shows the
// markup the page's controls make, changes the edited element in place as the reader
// changes a control (no reload, so a change shows at once), wires the button that
// opens a popup, and reports to the page the element's events with the values its
// properties then have, the height the preview needs (popups included), and what axe
// finds. Built with the packages bundle (vite.packages.config.mts), like the other
// previews: the modules it loads are the bundle's, through the preview's import map.
import "@ui5/webcomponents/dist/Assets.js";
import "@ui5/webcomponents-fiori/dist/Assets.js";
// The button that opens a popup, which the page adds to the markup of one.
import "@ui5/webcomponents/dist/Button.js";
// Some components show icons they do not import (a progress indicator's value state):
// the icons' loader fetches such an icon's collection when one is missing, instead of
// the component failing to show it.
import "@ui5/webcomponents-icons/dist/AllIcons.js";
import { renderFinished } from "@ui5/webcomponents-base/dist/Render.js";
import { describe } from "./consoleFormat";
import { isFromEmbeddingPage, isSettingsMessage, readPreviewHash } from "./messages";
import { applySettings } from "./settings";
import { slotElements } from "./slotElements";
import { fitPreview } from "./tryItFit";
import {
  POPUP_CLOSERS,
  isTryItMessage,
  type PreviewPopup,
  type ReportedValue,
  type TryItAxeMessage,
  type TryItChange,
  type TryItRender,
  type TryItValuesMessage,
} from "./tryItMessages";
import "./preview.css";
import { reportLoadedFiles } from "./loadedFiles";
import { SITE_ORIGIN } from "./siteOrigin";

const { iframeId, settings } = readPreviewHash(window.location.hash);

/** How long the preview waits for the edited element to be defined before it reports it as it is. */
const DEFINE_WAIT_MS = 1500;
/** axe checks the preview once the reader has paused this long. */
const AXE_DELAY_MS = 500;
/**
 * How long axe waits for the preview to render. Scrolled out of the page's view (the
 * reader reading the report), the preview does not: the browser pauses the animation
 * frames of a frame out of view, and the components render in those.
 */
const RENDER_WAIT_MS = 1000;

/** Each module once; a module that fails to load leaves its element undefined, as on any page. */
const loaded = new Map<string, Promise<unknown>>();
function load(specifier: string): Promise<unknown> {
  let module = loaded.get(specifier);
  if (!module) {
    module = import(/* @vite-ignore */ specifier).catch((error: unknown) =>
      console.warn(`The preview could not load ${specifier}:`, error),
    );
    loaded.set(specifier, module);
  }
  return module;
}

/** What the page's markup shows; the components' static area (their popups) stays beside it. */
const content = document.createElement("div");
content.className = "try-it-content";
document.body.append(content);

let target: HTMLElement | null = null;
/** The page's last message applied. */
let revision = 0;
let reported: Pick<TryItRender, "track" | "readonly" | "itemStates"> = { track: [], readonly: [], itemStates: {} };
let stopListening: (() => void)[] = [];

function post(message: TryItValuesMessage | TryItAxeMessage): void {
  // Only the site's own page may read what happens here.
  window.parent.postMessage(message, SITE_ORIGIN);
}

const propertyOf = (element: HTMLElement, name: string): unknown => (element as unknown as Record<string, unknown>)[name];

function setProperties(element: HTMLElement, properties: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(properties)) {
    (element as unknown as Record<string, unknown>)[name] = value;
  }
}

/** A value the page can show in a control; objects and the like are not read back. */
function reportable(value: unknown): ReportedValue | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "boolean") return value;
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** A property's name from its attribute's, as the components derive one from the other. */
const camelCase = (attribute: string) => attribute.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The edited element's items by slot, as the markup placed them: a component may move
 * them into slots of its own (a tab container's tabs into `default-1`, `default-2`...).
 */
let slotItems: Record<string, Element[]> = {};

/** The tracked values last reported: an event's report carries those that changed since. */
let lastValues: Record<string, ReportedValue> = {};

/**
 * Tells the page the edited element's tracked values that changed since the last
 * report, after `event` if it fired one, and its read-only values.
 */
function reportValues(event?: { name: string; detail: string }): void {
  const element = target;
  if (!element) return;
  const values: Record<string, ReportedValue> = {};
  for (const name of reported.track) {
    const value = reportable(propertyOf(element, name));
    if (value !== undefined && value !== lastValues[name]) values[name] = value;
  }
  lastValues = { ...lastValues, ...values };
  const readonly: Record<string, string> = {};
  for (const name of reported.readonly) readonly[name] = describe(propertyOf(element, name));
  const items: Record<string, string[][]> = {};
  for (const [slot, byTag] of Object.entries(reported.itemStates)) {
    // The property, not the attribute: 1.24 does not reflect a value the component sets itself.
    items[slot] = (slotItems[slot] ?? []).map((item) =>
      (byTag[item.localName] ?? []).filter((attribute) => propertyOf(item as HTMLElement, camelCase(attribute)) === true),
    );
  }
  post({ tryItValues: { revision, event, values, readonly, items } });
}

/** Resolves once the edited element is defined (or the wait is over) and has rendered. */
async function settled(): Promise<void> {
  if (target) {
    const defined = customElements.whenDefined(target.localName);
    await Promise.race([defined, new Promise((resolve) => window.setTimeout(resolve, DEFINE_WAIT_MS))]);
  }
  await renderFinished();
}

let axeTimer = 0;
let axeWanted = 0;
let axeRunning = false;
/** Whether the page shows the accessibility report. */
let auditing = false;

/** axe checks the preview as it is once the reader pauses; the page shows "checking" until then. */
function checkAccessibility(): void {
  if (!auditing) return;
  axeWanted += 1;
  post({ tryItAxe: { status: "checking" } });
  window.clearTimeout(axeTimer);
  axeTimer = window.setTimeout(() => void runAxe(), AXE_DELAY_MS);
}

async function runAxe(): Promise<void> {
  // A check asked for while one runs makes that one run again.
  if (axeRunning) return;
  axeRunning = true;
  try {
    const { accessibilityFindings } = await import("./tryItAxe");
    for (let checked = -1; checked !== axeWanted;) {
      checked = axeWanted;
      const rendering = settled();
      const rendered = await Promise.race([
        rendering.then(() => true),
        new Promise<boolean>((resolve) => window.setTimeout(resolve, RENDER_WAIT_MS, false)),
      ]);
      const findings = await accessibilityFindings();
      if (checked === axeWanted) post({ tryItAxe: { status: "done", findings } });
      // What it had yet to render is checked once it has, back in view.
      if (!rendered) void rendering.then(checkAccessibility);
    }
  } catch (error) {
    post({ tryItAxe: { status: "failed", error: describe(error) } });
  } finally {
    axeRunning = false;
  }
}

type Openable = HTMLElement & { showAt?: (opener: HTMLElement) => void; show?: () => void; close?: () => void; open?: boolean };

/** The popup's opener opens it; the buttons of its footer close it. */
function wireOpener(popup: PreviewPopup): void {
  const button = content.querySelector<HTMLElement>(`#${CSS.escape(popup.button)}`);
  button?.addEventListener("click", () => {
    const element = content.querySelector<Openable>(popup.tag);
    if (!element) return;
    if (popup.opener === "open") element.open = true;
    else if (popup.opener === "showAt") element.showAt?.(button);
    else element.show?.();
  });
  const element = content.querySelector<Openable>(popup.tag);
  element?.querySelectorAll(POPUP_CLOSERS).forEach((closer) => closer.addEventListener("click", () => element.close?.()));
}

/** Messages apply in order: one waits for the modules of those before it. */
let applied: Promise<void> = Promise.resolve();
function inOrder(apply: () => void, modules: string[]): void {
  // The modules first: an icon named before its module is registered is an error.
  applied = applied
    .then(() => Promise.all(modules.map(load)))
    .then(apply)
    .then(afterChange)
    .catch((error: unknown) => console.error("The preview could not show the change:", error));
}

function render(message: TryItRender): void {
  revision = message.revision;
  stopListening.forEach((stop) => stop());
  stopListening = [];
  content.innerHTML = message.html;
  reported = { track: message.track, readonly: message.readonly, itemStates: message.itemStates };
  lastValues = {};
  if (message.popup) wireOpener(message.popup);
  target = content.querySelector<HTMLElement>(message.target);
  const edited = target;
  slotItems = edited ? Object.fromEntries(Object.keys(message.itemStates).map((slot) => [slot, slotElements(edited, slot)])) : {};
  if (!target) return;
  setProperties(target, message.properties);
  for (const name of message.events) {
    const element = target;
    const listener = (event: Event) => {
      const fired = { name, detail: describe((event as CustomEvent).detail) };
      // After the component's own handlers: the values it set in them count.
      window.setTimeout(() => {
        if (element === target) reportValues(fired);
      });
      checkAccessibility();
    };
    element.addEventListener(name, listener);
    stopListening.push(() => element.removeEventListener(name, listener));
  }
}

function change(message: TryItChange): void {
  revision = message.revision;
  if (!target) return;
  for (const [name, value] of Object.entries(message.attributes)) {
    if (value === null) target.removeAttribute(name);
    else target.setAttribute(name, value);
  }
  setProperties(target, message.properties);
}

/** After the page changed the preview: its size, its values (read-only ones change too), axe. */
function afterChange(): void {
  watchSize();
  checkAccessibility();
  void settled().then(() => reportValues());
}

applySettings(settings);
window.addEventListener("message", (event) => {
  if (!isFromEmbeddingPage(event, window, SITE_ORIGIN)) return;
  if (isSettingsMessage(event.data)) {
    applySettings(event.data.settings);
    // Another theme, other contrasts.
    if (target) checkAccessibility();
  } else if (isTryItMessage(event.data)) {
    const { tryIt } = event.data;
    if ("render" in tryIt) inOrder(() => render(tryIt.render), tryIt.render.modules);
    else if ("change" in tryIt) inOrder(() => change(tryIt.change), tryIt.change.modules);
    // After what the page sent before, so that axe checks what the reader sees.
    else
      inOrder(() => {
        auditing = true;
      }, []);
  }
});
const watchSize = fitPreview(iframeId);
reportLoadedFiles();
