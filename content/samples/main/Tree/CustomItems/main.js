import "@ui5/webcomponents/dist/Tree.js";
import "@ui5/webcomponents/dist/TreeItemCustom.js";
import "@ui5/webcomponents/dist/Icon.js";
import "@ui5/webcomponents/dist/Badge.js";
import "@ui5/webcomponents/dist/Avatar.js";
import "@ui5/webcomponents/dist/ProgressIndicator.js";
import "@ui5/webcomponents-icons/dist/task.js";
// The progress indicator shows these icons for value-state Success and Error.
import "@ui5/webcomponents-icons/dist/status-positive.js";
import "@ui5/webcomponents-icons/dist/status-negative.js";

const output = document.getElementById("output");

document.getElementById("tasks").addEventListener("selection-change", (event) => {
  const titles = event.detail.selectedItems.map((item) => item.querySelector(".row-title").textContent);
  output.textContent = titles.length
    ? `Planned for this week: ${titles.join(", ")}.`
    : "Select tasks to plan them for this week.";
});
