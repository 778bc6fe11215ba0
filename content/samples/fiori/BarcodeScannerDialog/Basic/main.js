import "@ui5/webcomponents-fiori/dist/BarcodeScannerDialog.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/Input.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/MessageStrip.js";
import "@ui5/webcomponents-icons/dist/bar-code.js";

const scanner = document.getElementById("scanner");
const article = document.getElementById("article");
const error = document.getElementById("error");
const output = document.getElementById("output");

document.getElementById("scan").addEventListener("click", () => {
  error.hidden = true;
  output.textContent = "Starting the camera...";
  scanner.open = true;
});

scanner.addEventListener("scan-success", (event) => {
  article.value = event.detail.text;
  scanner.open = false;
  output.textContent = `scan-success: read "${event.detail.text}".`;
});

scanner.addEventListener("scan-error", (event) => {
  // message is a text, or the browser's error object when the camera is unavailable.
  const message = String(event.detail.message);
  scanner.open = false;
  error.textContent = `The camera could not be started: ${message}`;
  error.hidden = false;
  output.textContent = "scan-error: type the article number instead.";
});

error.addEventListener("close", () => {
  error.hidden = true;
});
