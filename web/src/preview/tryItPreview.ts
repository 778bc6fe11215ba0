// Runs inside the Try it preview of a component page (an isolated iframe): shows the
// markup the page's controls make, changes the edited element in place as the reader
// changes a control (no reload, so a change shows at once), opens a popup with a
// button, and reports the element's events and the content height to the page. Built
// with the packages bundle (vite.packages.config.mts), like the other previews: the
// modules it loads are the bundle's, through the preview's import map.
import "@ui5/webcomponents/dist/Assets.js";
import "@ui5/webcomponents-fiori/dist/Assets.js";
import "@ui5/webcomponents/dist/Button.js";
// Some components show icons they do not import (a progress indicator's value state):
// the icons' loader fetches such an icon's collection when one is missing, instead of
// the component failing to show it.
import "@ui5/webcomponents-icons/dist/AllIcons.js";
import { describe } from "./consoleFormat";
import { reportContentHeight } from "./fitContent";
import { isFromEmbeddingPage, isSettingsMessage, readPreviewHash } from "./messages";
import { applySettings } from "./settings";
import { isTryItMessage, type PreviewPopup, type TryItChange, type TryItEventMessage, type TryItRender } from "./tryItMessages";
import "./preview.css";
import { reportLoadedFiles } from "./loadedFiles";
import { SITE_ORIGIN } from "./siteOrigin";

const { iframeId, settings } = readPreviewHash(window.location.hash);

/** Each module once; a module that fails to load leaves its element undefined, as on any page. */
const loaded = new Map<string, Promise<unknown>>();
function load(specifier: string): Promise<unknown> {
  let module = loaded.get(specifier);
  if (!module) {
    module = import(/* @vite-ignore */ specifier).catch((error: unknown) => console.warn(`The preview could not load ${specifier}:`, error));
    loaded.set(specifier, module);
  }
  return module;
}

let target: HTMLElement | null = null;
let stopListening: (() => void)[] = [];

function post(message: TryItEventMessage): void {
  // Only the site's own page may read what happens here.
  window.parent.postMessage(message, SITE_ORIGIN);
}

function setProperties(element: HTMLElement, properties: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(properties)) {
    (element as unknown as Record<string, unknown>)[name] = value;
  }
}

function openerButton(popup: PreviewPopup): HTMLElement {
  const button = document.createElement("ui5-button");
  button.textContent = popup.label;
  button.className = "try-it-opener";
  button.addEventListener("click", () => {
    const element = document.querySelector<HTMLElement & { showAt?: (opener: HTMLElement) => void; show?: () => void }>(popup.tag);
    if (popup.opener === "showAt") element?.showAt?.(button);
    else element?.show?.();
  });
  return button;
}

/** Messages apply in order: one waits for the modules of those before it. */
let applied: Promise<void> = Promise.resolve();
function inOrder(apply: () => void, modules: string[]): void {
  // The modules first: an icon named before its module is registered is an error.
  applied = applied
    .then(() => Promise.all(modules.map(load)))
    .then(apply)
    .catch((error: unknown) => console.error("The preview could not show the change:", error));
}

function render(message: TryItRender): void {
  stopListening.forEach((stop) => stop());
  stopListening = [];
  const content = document.createElement("div");
  content.className = "try-it-content";
  content.innerHTML = message.html;
  document.body.replaceChildren(...(message.popup ? [openerButton(message.popup)] : []), content);
  target = content.querySelector<HTMLElement>(message.target);
  if (target) {
    setProperties(target, message.properties);
    for (const name of message.events) {
      const listener = (event: Event) => post({ tryItEvent: { name, detail: describe((event as CustomEvent).detail) } });
      const element = target;
      element.addEventListener(name, listener);
      stopListening.push(() => element.removeEventListener(name, listener));
    }
  }
}

function change(message: TryItChange): void {
  if (!target) return;
  for (const [name, value] of Object.entries(message.attributes)) {
    if (value === null) target.removeAttribute(name);
    else target.setAttribute(name, value);
  }
  setProperties(target, message.properties);
}

applySettings(settings);
window.addEventListener("message", (event) => {
  if (!isFromEmbeddingPage(event, window, SITE_ORIGIN)) return;
  if (isSettingsMessage(event.data)) applySettings(event.data.settings);
  else if (isTryItMessage(event.data)) {
    const { tryIt } = event.data;
    if ("render" in tryIt) inOrder(() => render(tryIt.render), tryIt.render.modules);
    else inOrder(() => change(tryIt.change), tryIt.change.modules);
  }
});
reportContentHeight(iframeId);
reportLoadedFiles();
