import "@ui5/webcomponents/dist/List.js";
import "@ui5/webcomponents/dist/StandardListItem.js";
import "@ui5/webcomponents/dist/Avatar.js";
import "@ui5/webcomponents/dist/SegmentedButton.js";
import "@ui5/webcomponents/dist/SegmentedButtonItem.js";

const list = document.getElementById("people");
const output = document.getElementById("output");

const names = (items) => items.map((item) => item.textContent.trim()).join(", ") || "nobody";
const selectedItems = () => [...list.querySelectorAll("ui5-li")].filter((item) => item.selected);

document.getElementById("modes").addEventListener("selection-change", (event) => {
  list.mode = event.detail.selectedItem.dataset.mode;
  if (list.mode !== "MultiSelect") {
    // A single-selection mode keeps at most one selected item.
    selectedItems().slice(1).forEach((item) => { item.selected = false; });
  }
  output.textContent = `Mode is now ${list.mode}. Selected: ${names(selectedItems())}`;
});

list.addEventListener("selection-change", (event) => {
  output.textContent = `Selected: ${names(event.detail.selectedItems)}`;
});
