import "@ui5/webcomponents/dist/MultiComboBox.js";
import "@ui5/webcomponents/dist/MultiComboBoxItem.js";
import "@ui5/webcomponents/dist/MultiComboBoxGroupItem.js";
import "@ui5/webcomponents/dist/Label.js";

const output = document.getElementById("output");

document.getElementById("skills").addEventListener("selection-change", (event) => {
  const names = event.detail.items.map((item) => item.text);
  output.textContent = names.length
    ? `${names.length} skill${names.length === 1 ? "" : "s"}: ${names.join(", ")}`
    : "No skills chosen.";
});
