import "@ui5/webcomponents/dist/List.js";
import "@ui5/webcomponents/dist/StandardListItem.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents-icons/dist/flight.js";
import "@ui5/webcomponents-icons/dist/receipt.js";
import "@ui5/webcomponents-icons/dist/calendar.js";
import "@ui5/webcomponents-icons/dist/shipping-status.js";
import "@ui5/webcomponents-icons/dist/undo.js";

const list = document.getElementById("notifications");
const restore = document.getElementById("restore");
const output = document.getElementById("output");
const allItems = [...list.children];

list.addEventListener("item-delete", (event) => {
  const item = event.detail.item;
  item.remove();
  restore.disabled = false;
  const left = list.children.length;
  output.textContent = `Deleted "${item.textContent}". ${left} left.`;
});

restore.addEventListener("click", () => {
  list.append(...allItems);
  restore.disabled = true;
  output.textContent = "All notifications are back.";
});
