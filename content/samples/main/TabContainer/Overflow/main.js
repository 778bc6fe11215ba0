import "@ui5/webcomponents/dist/TabContainer.js";
import "@ui5/webcomponents/dist/Tab.js";
import "@ui5/webcomponents/dist/CheckBox.js";

const months = document.getElementById("months");
const output = document.getElementById("output");

document.getElementById("mode").addEventListener("change", (event) => {
  months.tabsOverflowMode = event.target.checked ? "StartAndEnd" : "End";
});

months.addEventListener("tab-select", (event) => {
  output.textContent = `Sales report for ${event.detail.tab.text}.`;
});
