import "@ui5/webcomponents/dist/SegmentedButton.js";
import "@ui5/webcomponents/dist/SegmentedButtonItem.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents-icons/dist/list.js";
import "@ui5/webcomponents-icons/dist/grid.js";
import "@ui5/webcomponents-icons/dist/map.js";
import "@ui5/webcomponents-icons/dist/calendar.js";
import "@ui5/webcomponents-icons/dist/bold-text.js";
import "@ui5/webcomponents-icons/dist/italic-text.js";
import "@ui5/webcomponents-icons/dist/underline-text.js";

const output = document.getElementById("output");
const preview = document.getElementById("preview");

document.getElementById("view").addEventListener("selection-change", (event) => {
  output.textContent = `Showing the ${event.detail.selectedItems[0].textContent.toLowerCase()} view.`;
});

document.getElementById("format").addEventListener("selection-change", (event) => {
  const styles = event.detail.selectedItems.map((item) => item.dataset.style);
  preview.className = styles.join(" ");
  output.textContent = styles.length ? `Text style: ${styles.join(", ")}.` : "Plain text.";
});
