import "@ui5/webcomponents/dist/List.js";
import "@ui5/webcomponents/dist/Avatar.js";
import "@ui5/webcomponents-fiori/dist/NotificationListItem.js";
import "@ui5/webcomponents-fiori/dist/NotificationAction.js";
import "@ui5/webcomponents-icons/dist/accept.js";
import "@ui5/webcomponents-icons/dist/decline.js";
import "@ui5/webcomponents-icons/dist/discussion-2.js";
import "@ui5/webcomponents-icons/dist/edit.js";
import "@ui5/webcomponents-icons/dist/appointment-2.js";
import "@ui5/webcomponents-icons/dist/cancel.js";
import "@ui5/webcomponents-icons/dist/time-entry-request.js";
import "@ui5/webcomponents-icons/dist/course-book.js";

const output = document.getElementById("output");

document.querySelectorAll("ui5-notification-action").forEach((action) => {
  action.addEventListener("click", (event) => {
    const item = action.closest("ui5-li-notification");
    // targetRef is the button that was pressed: inline or in the overflow menu.
    const where = event.detail.targetRef.closest("[ui5-popover]") ? "overflow menu" : "button";
    output.textContent = `"${action.text}" pressed (${where}) for "${item.titleText}".`;
    item.read = true;
  });
});
