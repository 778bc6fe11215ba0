import "@ui5/webcomponents/dist/List.js";
import "@ui5/webcomponents/dist/StandardListItem.js";
import "@ui5/webcomponents-icons/dist/employee.js";
import "@ui5/webcomponents-icons/dist/email.js";
import "@ui5/webcomponents-icons/dist/phone.js";
import "@ui5/webcomponents-icons/dist/globe.js";
import "@ui5/webcomponents-icons/dist/refresh.js";
import "@ui5/webcomponents-icons/dist/business-card.js";

const list = document.getElementById("settings");
const output = document.getElementById("output");

list.addEventListener("item-click", (event) => {
  const item = event.detail.item;
  output.textContent = `item-click on "${item.textContent}" (type ${item.type}).`;
});

// detail-click is fired by the item itself and bubbles up to the list.
list.addEventListener("detail-click", (event) => {
  output.textContent = `detail-click: edit "${event.target.textContent}".`;
});
