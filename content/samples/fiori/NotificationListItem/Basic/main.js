import "@ui5/webcomponents/dist/List.js";
import "@ui5/webcomponents/dist/Avatar.js";
import "@ui5/webcomponents-fiori/dist/NotificationListItem.js";
import "@ui5/webcomponents-fiori/dist/NotificationAction.js";
import "@ui5/webcomponents-icons/dist/accept.js";
import "@ui5/webcomponents-icons/dist/decline.js";
import "@ui5/webcomponents-icons/dist/email.js";
import "@ui5/webcomponents-icons/dist/money-bills.js";
import "@ui5/webcomponents-icons/dist/flight.js";

const list = document.getElementById("notifications");
const output = document.getElementById("output");

function updateHeader() {
  const unread = [...list.querySelectorAll("ui5-li-notification")].filter((item) => !item.read).length;
  list.headerText = unread ? `Notifications (${unread} unread)` : "Notifications";
}

list.addEventListener("item-click", (event) => {
  const item = event.detail.item;
  item.read = true;
  updateHeader();
  output.textContent = `item-click: "${item.titleText}" is now read.`;
});

list.addEventListener("item-close", (event) => {
  const item = event.detail.item;
  item.remove();
  updateHeader();
  output.textContent = `item-close: "${item.titleText}" removed.`;
});

// Each ui5-notification-action fires its own "click" event.
list.querySelectorAll("ui5-notification-action").forEach((action) => {
  action.addEventListener("click", () => {
    const item = action.closest("ui5-li-notification");
    item.read = true;
    updateHeader();
    output.textContent = `Action "${action.text}" on "${item.titleText}".`;
  });
});
