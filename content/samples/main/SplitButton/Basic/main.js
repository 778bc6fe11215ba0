import "@ui5/webcomponents/dist/SplitButton.js";
import "@ui5/webcomponents/dist/Menu.js";
import "@ui5/webcomponents/dist/MenuItem.js";
import "@ui5/webcomponents-icons/dist/save.js";
import "@ui5/webcomponents-icons/dist/print.js";
import "@ui5/webcomponents-icons/dist/write-new-document.js";
import "@ui5/webcomponents-icons/dist/decline.js";
import "@ui5/webcomponents-icons/dist/copy.js";

const save = document.getElementById("save");
const menu = document.getElementById("menu");
const output = document.getElementById("output");

save.addEventListener("click", () => {
  output.textContent = `Default action: "${save.textContent}".`;
});

save.addEventListener("arrow-click", () => menu.showAt(save));

menu.addEventListener("item-click", (event) => {
  // Make the chosen action the new default of the split button.
  save.textContent = event.detail.text;
  save.icon = event.detail.item.icon;
  output.textContent = `"${event.detail.text}" done. It is now the default action.`;
});
