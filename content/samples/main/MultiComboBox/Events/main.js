import "@ui5/webcomponents/dist/MultiComboBox.js";
import "@ui5/webcomponents/dist/MultiComboBoxItem.js";
import "@ui5/webcomponents/dist/Label.js";

const tags = document.getElementById("tags");
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

tags.addEventListener("selection-change", (event) => {
  const names = event.detail.items.map((item) => item.text);
  record(`selection-change: ${names.join(", ") || "(none)"}`);
});
tags.addEventListener("open-change", () => {
  record(`open-change: the list is ${tags.open ? "open" : "closed"}`);
});
tags.addEventListener("change", () => {
  const text = tags.value.trim();
  const known = [...tags.querySelectorAll("ui5-mcb-item")].some((item) => item.text.toLowerCase() === text.toLowerCase());
  if (!text || known) {
    return;
  }
  // Turn the custom value into a new selected tag.
  const item = document.createElement("ui5-mcb-item");
  item.text = text;
  item.selected = true;
  tags.append(item);
  tags.value = "";
  record(`change: added the new tag "${text}"`);
});
