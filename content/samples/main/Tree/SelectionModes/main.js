import "@ui5/webcomponents/dist/Tree.js";
import "@ui5/webcomponents/dist/TreeItem.js";
import "@ui5/webcomponents/dist/SegmentedButton.js";
import "@ui5/webcomponents/dist/SegmentedButtonItem.js";
import "@ui5/webcomponents-icons/dist/globe.js";

const tree = document.getElementById("regions");
const output = document.getElementById("output");

const selectedItems = () => [...tree.querySelectorAll("ui5-tree-item")].filter((item) => item.selected);
const names = (items) => items.map((item) => item.text).join(", ") || "nothing";

document.getElementById("modes").addEventListener("selection-change", (event) => {
  tree.mode = event.detail.selectedItem.dataset.mode;
  if (tree.mode !== "MultiSelect") {
    // Delete and the single-selection modes keep at most one selected item.
    selectedItems().slice(tree.mode === "Delete" ? 0 : 1).forEach((item) => { item.selected = false; });
  }
  output.textContent = tree.mode === "Delete"
    ? "Mode is now Delete: press the delete button of an item."
    : `Mode is now ${tree.mode}. Selected: ${names(selectedItems())}`;
});

tree.addEventListener("selection-change", (event) => {
  if (tree.mode === "Delete") {
    return; // In Delete mode a delete also fires selection-change; item-delete tells the story.
  }
  output.textContent = `Selected: ${names(event.detail.selectedItems)}`;
});

tree.addEventListener("item-delete", (event) => {
  const item = event.detail.item;
  item.remove();
  output.textContent = `item-delete: removed "${item.text}".`;
});
