import "@ui5/webcomponents-fiori/dist/ShellBar.js";
import "@ui5/webcomponents-fiori/dist/ShellBarItem.js";
import "@ui5/webcomponents/dist/Avatar.js";
import "@ui5/webcomponents/dist/Popover.js";
import "@ui5/webcomponents/dist/List.js";
import "@ui5/webcomponents/dist/StandardListItem.js";
import "@ui5/webcomponents-icons/dist/discussion.js";
import "@ui5/webcomponents-icons/dist/appointment-2.js";
import "@ui5/webcomponents-icons/dist/sys-help.js";
import "@ui5/webcomponents-icons/dist/employee.js";

const shellbar = document.getElementById("shellbar");
const messages = document.getElementById("messages");
const popover = document.getElementById("messages-popover");
const output = document.getElementById("output");

const log = (text) => {
  output.textContent = text;
};

shellbar.addEventListener("co-pilot-click", () => log("co-pilot-click: the digital assistant opens."));
shellbar.addEventListener("product-switch-click", () => log("product-switch-click: show the list of products."));
shellbar.addEventListener("logo-click", () => log("logo-click: go to the home page."));
shellbar.addEventListener("profile-click", () => log("profile-click: open the user menu."));

shellbar.querySelectorAll("ui5-shellbar-item").forEach((item) => {
  item.addEventListener("click", (event) => {
    log(`click on "${item.text}"${item.count ? ` (${item.count} new)` : ""}.`);
    if (item === messages) {
      popover.showAt(event.detail.targetRef);
    }
  });
});
