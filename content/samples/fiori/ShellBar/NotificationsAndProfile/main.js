import "@ui5/webcomponents-fiori/dist/ShellBar.js";
import "@ui5/webcomponents/dist/Avatar.js";
import "@ui5/webcomponents/dist/Popover.js";
import "@ui5/webcomponents/dist/List.js";
import "@ui5/webcomponents/dist/StandardListItem.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents-icons/dist/message-warning.js";
import "@ui5/webcomponents-icons/dist/employee.js";
import "@ui5/webcomponents-icons/dist/accept.js";
import "@ui5/webcomponents-icons/dist/customer.js";
import "@ui5/webcomponents-icons/dist/action-settings.js";
import "@ui5/webcomponents-icons/dist/log.js";

const shellbar = document.getElementById("shellbar");
const notifications = document.getElementById("notifications");
const profileMenu = document.getElementById("profile-menu");
const output = document.getElementById("output");

shellbar.addEventListener("notifications-click", (event) => {
  notifications.showAt(event.detail.targetRef);
});

shellbar.addEventListener("profile-click", (event) => {
  profileMenu.showAt(event.detail.targetRef);
});

document.getElementById("mark-read").addEventListener("click", () => {
  shellbar.notificationsCount = "";
  output.textContent = "All notifications are marked as read: the badge is gone.";
  notifications.close();
});

document.getElementById("notification-list").addEventListener("item-click", (event) => {
  output.textContent = `Opening "${event.detail.item.textContent}".`;
  notifications.close();
});

document.getElementById("profile-actions").addEventListener("item-click", (event) => {
  output.textContent = `Profile menu: "${event.detail.item.textContent}".`;
  profileMenu.close();
});
