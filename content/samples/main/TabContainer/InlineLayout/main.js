import "@ui5/webcomponents/dist/TabContainer.js";
import "@ui5/webcomponents/dist/Tab.js";
import "@ui5/webcomponents/dist/List.js";
import "@ui5/webcomponents/dist/StandardListItem.js";
import "@ui5/webcomponents-icons/dist/inbox.js";
import "@ui5/webcomponents-icons/dist/write-new-document.js";
import "@ui5/webcomponents-icons/dist/paper-plane.js";
import "@ui5/webcomponents-icons/dist/delete.js";

const output = document.getElementById("output");

document.getElementById("mail").addEventListener("tab-select", (event) => {
  const { tab } = event.detail;
  output.textContent = `Folder: ${tab.text}${tab.additionalText ? ` (${tab.additionalText})` : ""}`;
});
