import "@ui5/webcomponents/dist/ComboBox.js";
import "@ui5/webcomponents/dist/ComboBoxItem.js";
import "@ui5/webcomponents/dist/ComboBoxGroupItem.js";
import "@ui5/webcomponents/dist/Label.js";

const output = document.getElementById("output");

document.getElementById("airport").addEventListener("selection-change", (event) => {
  const item = event.detail.item;
  output.textContent = `Departing from ${item.text} (${item.additionalText}).`;
});
