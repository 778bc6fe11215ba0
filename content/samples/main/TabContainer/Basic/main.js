import "@ui5/webcomponents/dist/TabContainer.js";
import "@ui5/webcomponents/dist/Tab.js";
import "@ui5/webcomponents/dist/TabSeparator.js";
import "@ui5/webcomponents/dist/Title.js";

const output = document.getElementById("output");

document.getElementById("tabs").addEventListener("tab-select", (event) => {
  const { tab, tabIndex } = event.detail;
  output.textContent = `Selected "${tab.text}" (index ${tabIndex}).`;
});
