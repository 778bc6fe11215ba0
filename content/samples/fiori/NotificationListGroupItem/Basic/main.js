import "@ui5/webcomponents/dist/List.js";
import "@ui5/webcomponents-fiori/dist/NotificationListGroupItem.js";
import "@ui5/webcomponents-fiori/dist/NotificationListItem.js";
import "@ui5/webcomponents-fiori/dist/NotificationAction.js";
import "@ui5/webcomponents-icons/dist/cart.js";
import "@ui5/webcomponents-icons/dist/decline.js";

const inbox = document.getElementById("inbox");
const output = document.getElementById("output");

inbox.addEventListener("item-toggle", (event) => {
  const group = event.detail.item;
  output.textContent = `item-toggle: "${group.titleText}" is ${group.collapsed ? "collapsed" : "expanded"}.`;
});

// Fired for a closed group and for a closed notification inside a group.
inbox.addEventListener("item-close", (event) => {
  const item = event.detail.item;
  const group = item.closest("ui5-li-notification-group");
  item.remove();
  if (group && group !== item && !group.querySelector("ui5-li-notification")) {
    group.remove(); // the last notification of the group is gone
  }
  output.textContent = `item-close: "${item.titleText}" removed.`;
});

inbox.querySelectorAll("ui5-notification-action").forEach((action) => {
  action.addEventListener("click", () => {
    const group = action.closest("ui5-li-notification-group");
    if (action.text === "Dismiss all") {
      group.remove();
      output.textContent = `"${group.titleText}" dismissed.`;
      return;
    }
    // Show the group as busy while the (simulated) orders are created.
    group.busy = true;
    group.busyDelay = 0;
    setTimeout(() => {
      group.busy = false;
      group.read = true;
      group.querySelectorAll("ui5-li-notification").forEach((item) => {
        item.read = true;
      });
      output.textContent = `Purchase requests created for ${group.items.length} materials.`;
    }, 1200);
  });
});
