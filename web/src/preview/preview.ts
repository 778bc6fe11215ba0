// Runs inside every sample preview (an isolated iframe): loads the theme and
// translation assets, applies the page's display settings, reports the content
// height, and runs edited code. It is built with the packages bundle
// (vite.packages.config.mts): its @ui5 imports are the bundle's own chunks, which the
// sample reaches through the preview's import map, so both share one framework
// instance.
import "@ui5/webcomponents/dist/Assets.js";
import "@ui5/webcomponents-fiori/dist/Assets.js";
import { isCodeMessage, isFromEmbeddingPage, isSettingsMessage, readPreviewHash, type CodeMessage } from "./messages";
import { reportContentHeight } from "./fitContent";
import { applySettings } from "./settings";
import "./preview.css";
import { reportLoadedFiles } from "./loadedFiles";
import { SITE_ORIGIN } from "./siteOrigin";

const { iframeId, settings: initialSettings } = readPreviewHash(window.location.hash);

async function runCode({ code }: CodeMessage): Promise<void> {
  document.querySelectorAll('link[href="main.css"], style[data-sample-css]').forEach((element) => element.remove());
  const style = document.createElement("style");
  style.dataset.sampleCss = "";
  style.textContent = code.css;
  document.head.append(style);
  document.body.innerHTML = code.html;
  const url = URL.createObjectURL(new Blob([code.js], { type: "text/javascript" }));
  try {
    await import(/* @vite-ignore */ url);
  } catch (error) {
    const message = document.createElement("pre");
    message.className = "sample-error";
    message.textContent = `The edited code failed: ${error instanceof Error ? error.message : String(error)}`;
    document.body.prepend(message);
  } finally {
    URL.revokeObjectURL(url);
  }
}

applySettings(initialSettings);
window.addEventListener("message", (event) => {
  if (!isFromEmbeddingPage(event, window, SITE_ORIGIN)) return;
  if (isSettingsMessage(event.data)) applySettings(event.data.settings);
  else if (isCodeMessage(event.data)) void runCode(event.data);
});
reportContentHeight(iframeId);
reportLoadedFiles();
