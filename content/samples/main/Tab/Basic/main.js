import "@ui5/webcomponents/dist/TabContainer.js";
import "@ui5/webcomponents/dist/Tab.js";
import "@ui5/webcomponents/dist/TabSeparator.js";
import "@ui5/webcomponents-icons/dist/home.js";
import "@ui5/webcomponents-icons/dist/task.js";
import "@ui5/webcomponents-icons/dist/documents.js";
import "@ui5/webcomponents-icons/dist/alert.js";
import "@ui5/webcomponents-icons/dist/customer.js";

const output = document.getElementById("output");

document.getElementById("workspace").addEventListener("tab-select", (event) => {
  const tab = event.detail.tab;
  const path = [];
  for (let current = tab; current.tagName === "UI5-TAB"; current = current.parentElement) {
    path.unshift(current.text);
  }
  output.textContent = `Selected: ${path.join(" > ")}`;
});
