import "@ui5/webcomponents-fiori/dist/ShellBar.js";
import "@ui5/webcomponents-fiori/dist/ShellBarItem.js";
import "@ui5/webcomponents/dist/Avatar.js";
import "@ui5/webcomponents-icons/dist/travel-expense.js";
import "@ui5/webcomponents-icons/dist/flight.js";

const shellbar = document.getElementById("shellbar");
const output = document.getElementById("output");

shellbar.addEventListener("logo-click", () => {
  output.textContent = "logo-click: back to the portal home page.";
});

shellbar.addEventListener("notifications-click", () => {
  output.textContent = `notifications-click: ${shellbar.notificationsCount} unread notifications.`;
});

shellbar.addEventListener("profile-click", () => {
  output.textContent = "profile-click: open the profile of Julia Meyer.";
});

document.querySelectorAll("ui5-shellbar-item").forEach((item) => {
  item.addEventListener("click", () => {
    output.textContent = `click on the item "${item.text}".`;
  });
});
