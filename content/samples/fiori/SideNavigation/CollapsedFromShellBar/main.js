import "@ui5/webcomponents-fiori/dist/ShellBar.js";
import "@ui5/webcomponents-fiori/dist/SideNavigation.js";
import "@ui5/webcomponents-fiori/dist/SideNavigationItem.js";
import "@ui5/webcomponents-fiori/dist/SideNavigationSubItem.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/Avatar.js";
import "@ui5/webcomponents-icons/dist/menu2.js";
import "@ui5/webcomponents-icons/dist/bar-chart.js";
import "@ui5/webcomponents-icons/dist/folder.js";
import "@ui5/webcomponents-icons/dist/group.js";
import "@ui5/webcomponents-icons/dist/action-settings.js";

const toggle = document.getElementById("toggle");
const sideNav = document.getElementById("side-nav");
const output = document.getElementById("output");

toggle.addEventListener("click", () => {
  sideNav.collapsed = !sideNav.collapsed;
  toggle.tooltip = sideNav.collapsed ? "Expand navigation" : "Collapse navigation";
  output.textContent = sideNav.collapsed
    ? "Collapsed: only icons are shown. Click Projects to see its sub-items."
    : "Expanded: texts, sub-items and the header are shown.";
});

sideNav.addEventListener("selection-change", (event) => {
  output.textContent = `Selected "${event.detail.item.text}".`;
});
