import "@ui5/webcomponents/dist/List.js";
import "@ui5/webcomponents/dist/StandardListItem.js";
import "@ui5/webcomponents/dist/GroupHeaderListItem.js";
import "@ui5/webcomponents-icons/dist/laptop.js";
import "@ui5/webcomponents-icons/dist/iphone.js";
import "@ui5/webcomponents-icons/dist/headset.js";
import "@ui5/webcomponents-icons/dist/print.js";

const output = document.getElementById("output");

document.getElementById("catalog").addEventListener("item-click", (event) => {
  const item = event.detail.item;
  output.textContent = `You clicked "${item.textContent}" (${item.additionalText}).`;
});
