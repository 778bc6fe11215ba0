import "@ui5/webcomponents/dist/MultiComboBox.js";
import "@ui5/webcomponents/dist/MultiComboBoxItem.js";
import "@ui5/webcomponents/dist/Label.js";

const regions = document.getElementById("regions");
const output = document.getElementById("output");
const total = regions.querySelectorAll("ui5-mcb-item").length;

regions.addEventListener("selection-change", (event) => {
  output.textContent = `${event.detail.items.length} of ${total} regions selected.`;
});
