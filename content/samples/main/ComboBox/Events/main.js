import "@ui5/webcomponents/dist/ComboBox.js";
import "@ui5/webcomponents/dist/ComboBoxItem.js";
import "@ui5/webcomponents/dist/Label.js";

const category = document.getElementById("category");
const log = document.getElementById("log");

function record(text) {
  const entry = document.createElement("li");
  entry.textContent = text;
  log.prepend(entry);
  // Keep the six most recent events.
  while (log.children.length > 6) {
    log.lastElementChild.remove();
  }
}

category.addEventListener("input", () => {
  // Typing fires many input events: show only the latest one.
  if (log.firstElementChild?.textContent.startsWith("input:")) {
    log.firstElementChild.remove();
  }
  record(`input: "${category.value}"`);
});
category.addEventListener("selection-change", (event) => {
  const item = event.detail.item;
  record(`selection-change: ${item.text} (account ${item.additionalText})`);
});
category.addEventListener("change", () => {
  record(`change: "${category.value}"`);
});
