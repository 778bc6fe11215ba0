import "@ui5/webcomponents/dist/Select.js";
import "@ui5/webcomponents/dist/Option.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/CheckBox.js";

const priority = document.getElementById("priority");

document.getElementById("edit-priority").addEventListener("change", (event) => {
  priority.readonly = !event.target.checked;
});
