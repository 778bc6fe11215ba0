import "@ui5/webcomponents/dist/Select.js";
import "@ui5/webcomponents/dist/Option.js";
import "@ui5/webcomponents/dist/Label.js";

const timezone = document.getElementById("timezone");
const log = document.getElementById("log");

function record(text) {
  const entry = document.createElement("li");
  entry.textContent = text;
  log.prepend(entry);
  // Keep the five most recent events.
  while (log.children.length > 5) {
    log.lastElementChild.remove();
  }
}

timezone.addEventListener("live-change", (event) => {
  record(`live-change: ${event.detail.selectedOption.value}`);
});
timezone.addEventListener("change", (event) => {
  record(`change: ${event.detail.selectedOption.value}`);
});
timezone.addEventListener("open", () => record("open"));
timezone.addEventListener("close", () => record("close"));
