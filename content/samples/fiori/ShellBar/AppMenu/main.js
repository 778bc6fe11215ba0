import "@ui5/webcomponents-fiori/dist/ShellBar.js";
import "@ui5/webcomponents/dist/StandardListItem.js";
import "@ui5/webcomponents/dist/Avatar.js";
import "@ui5/webcomponents-icons/dist/sales-order.js";
import "@ui5/webcomponents-icons/dist/supplier.js";
import "@ui5/webcomponents-icons/dist/receipt.js";
import "@ui5/webcomponents-icons/dist/shipping-status.js";

const shellbar = document.getElementById("shellbar");
const output = document.getElementById("output");

shellbar.addEventListener("menu-item-click", (event) => {
  // detail.item is the menu's copy of a slotted list item: the ShellBar copies the
  // items each time the menu opens, so the selection is kept on the originals.
  const app = event.detail.item.textContent;
  shellbar.primaryTitle = app;
  shellbar.querySelectorAll("[slot=menuItems]").forEach((item) => {
    item.selected = item.textContent === app;
  });
  output.textContent = `menu-item-click: switched to ${app}.`;
});
