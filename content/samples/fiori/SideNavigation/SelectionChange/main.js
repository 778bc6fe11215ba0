import "@ui5/webcomponents-fiori/dist/SideNavigation.js";
import "@ui5/webcomponents-fiori/dist/SideNavigationItem.js";
import "@ui5/webcomponents-fiori/dist/SideNavigationSubItem.js";
import "@ui5/webcomponents/dist/CheckBox.js";
import "@ui5/webcomponents-icons/dist/inbox.js";
import "@ui5/webcomponents-icons/dist/flag.js";
import "@ui5/webcomponents-icons/dist/paper-plane.js";
import "@ui5/webcomponents-icons/dist/folder.js";
import "@ui5/webcomponents-icons/dist/action-settings.js";

const draft = document.getElementById("draft");
const output = document.getElementById("output");

document.getElementById("side-nav").addEventListener("selection-change", (event) => {
  const item = event.detail.item;
  if (draft.checked) {
    event.preventDefault();
    output.textContent = `Blocked the move to "${item.text}": save or discard the draft first.`;
    return;
  }
  const kind = item.localName === "ui5-side-navigation-sub-item" ? "sub-item" : "item";
  output.textContent = `selection-change: ${kind} "${item.text}" is selected.`;
});
