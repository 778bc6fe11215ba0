import "@ui5/webcomponents/dist/Tree.js";
import "@ui5/webcomponents/dist/TreeItemCustom.js";
import "@ui5/webcomponents/dist/Avatar.js";
import "@ui5/webcomponents/dist/Badge.js";

const output = document.getElementById("output");

document.getElementById("team").addEventListener("item-click", (event) => {
  const item = event.detail.item;
  const name = item.querySelector(".person-name").textContent;
  const reports = item.querySelectorAll(":scope > ui5-tree-item-custom").length;
  output.textContent = reports
    ? `${name} has ${reports} direct report${reports > 1 ? "s" : ""}.`
    : `${name} has no direct reports.`;
});
