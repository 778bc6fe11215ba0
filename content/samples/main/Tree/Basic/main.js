import "@ui5/webcomponents/dist/Tree.js";
import "@ui5/webcomponents/dist/TreeItem.js";
import "@ui5/webcomponents-icons/dist/folder-blank.js";
import "@ui5/webcomponents-icons/dist/pdf-attachment.js";
import "@ui5/webcomponents-icons/dist/excel-attachment.js";
import "@ui5/webcomponents-icons/dist/picture.js";
import "@ui5/webcomponents-icons/dist/document.js";

const output = document.getElementById("output");

document.getElementById("documents").addEventListener("item-click", (event) => {
  const item = event.detail.item;
  const children = item.querySelectorAll(":scope > ui5-tree-item").length;
  output.textContent = children
    ? `item-click: folder "${item.text}" with ${children} items.`
    : `item-click: file "${item.text}" (${item.additionalText}).`;
});
