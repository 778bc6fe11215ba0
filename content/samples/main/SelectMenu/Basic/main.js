import "@ui5/webcomponents/dist/Select.js";
import "@ui5/webcomponents/dist/SelectMenu.js";
import "@ui5/webcomponents/dist/SelectMenuOption.js";
import "@ui5/webcomponents/dist/Avatar.js";
import "@ui5/webcomponents/dist/Label.js";

const output = document.getElementById("output");

document.getElementById("assignee").addEventListener("change", (event) => {
  output.textContent = `Ticket owner: ${event.detail.selectedOption.value}`;
});
