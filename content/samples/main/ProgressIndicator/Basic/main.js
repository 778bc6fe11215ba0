import "@ui5/webcomponents/dist/ProgressIndicator.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents-icons/dist/upload.js";
// ProgressIndicator shows these icons for its value states but does not import them itself.
import "@ui5/webcomponents-icons/dist/status-positive.js";
import "@ui5/webcomponents-icons/dist/status-critical.js";
import "@ui5/webcomponents-icons/dist/status-negative.js";
import "@ui5/webcomponents-icons/dist/information.js";

const progress = document.getElementById("p1");
const start = document.getElementById("start");
const output = document.getElementById("output");

start.addEventListener("click", () => {
  start.disabled = true;
  progress.value = 0;
  progress.valueState = "None";
  output.textContent = "Uploading...";
  const timer = setInterval(() => {
    progress.value = Math.min(progress.value + 10, 100);
    if (progress.value === 100) {
      clearInterval(timer);
      progress.valueState = "Success";
      start.disabled = false;
      output.textContent = "Upload complete.";
    }
  }, 300);
});
