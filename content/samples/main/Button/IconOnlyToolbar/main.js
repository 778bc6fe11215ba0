import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents/dist/List.js";
import "@ui5/webcomponents/dist/StandardListItem.js";
import "@ui5/webcomponents-icons/dist/add.js";
import "@ui5/webcomponents-icons/dist/edit.js";
import "@ui5/webcomponents-icons/dist/copy.js";
import "@ui5/webcomponents-icons/dist/share.js";
import "@ui5/webcomponents-icons/dist/delete.js";
import "@ui5/webcomponents-icons/dist/doc-attachment.js";
import "@ui5/webcomponents-icons/dist/excel-attachment.js";
import "@ui5/webcomponents-icons/dist/ppt-attachment.js";

const list = document.getElementById("documents");
const output = document.getElementById("output");
const selectionButtons = document.querySelectorAll(".needs-selection");

list.addEventListener("selection-change", (event) => {
  const hasSelection = event.detail.selectedItems.length > 0;
  selectionButtons.forEach((button) => { button.disabled = !hasSelection; });
});

document.querySelector(".toolbar").addEventListener("click", (event) => {
  const button = event.target.closest("ui5-button");
  if (!button) {
    return;
  }
  const selected = list.getSelectedItems()[0];
  output.textContent = `${button.tooltip}${button.classList.contains("needs-selection") ? `: "${selected.textContent}"` : ""}`;
});
