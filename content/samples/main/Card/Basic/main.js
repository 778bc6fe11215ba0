import "@ui5/webcomponents/dist/Card.js";
import "@ui5/webcomponents/dist/CardHeader.js";
import "@ui5/webcomponents/dist/Icon.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/List.js";
import "@ui5/webcomponents/dist/StandardListItem.js";
import "@ui5/webcomponents-icons/dist/appointment-2.js";
import "@ui5/webcomponents-icons/dist/add.js";
import "@ui5/webcomponents-icons/dist/group.js";
import "@ui5/webcomponents-icons/dist/call.js";
import "@ui5/webcomponents-icons/dist/meal.js";

const output = document.getElementById("output");

document.getElementById("header").addEventListener("click", () => {
  output.textContent = "Header clicked: open the full calendar.";
});

document.getElementById("add").addEventListener("click", () => {
  output.textContent = "Action clicked: create a new meeting.";
});

document.getElementById("meetings").addEventListener("item-click", (event) => {
  output.textContent = `Open details of "${event.detail.item.textContent}".`;
});
