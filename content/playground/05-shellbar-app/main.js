import "@ui5/webcomponents/dist/Avatar.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/List.js";
import "@ui5/webcomponents/dist/StandardListItem.js";
import "@ui5/webcomponents/dist/Popover.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents/dist/Toast.js";
import "@ui5/webcomponents-fiori/dist/ShellBar.js";
import "@ui5/webcomponents-fiori/dist/SideNavigation.js";
import "@ui5/webcomponents-fiori/dist/SideNavigationItem.js";
import "@ui5/webcomponents-icons/dist/action-settings.js";
import "@ui5/webcomponents-icons/dist/customer.js";
import "@ui5/webcomponents-icons/dist/home.js";
import "@ui5/webcomponents-icons/dist/log.js";
import "@ui5/webcomponents-icons/dist/menu2.js";
import "@ui5/webcomponents-icons/dist/product.js";
import "@ui5/webcomponents-icons/dist/sales-order.js";

const shellbar = document.getElementById("shellbar");
const navigation = document.getElementById("navigation");
const profileMenu = document.getElementById("profile-menu");
const toast = document.getElementById("toast");

function notify(text) {
  toast.textContent = text;
  toast.show();
}

document.getElementById("menu-toggle").addEventListener("click", () => {
  navigation.collapsed = !navigation.collapsed;
});

navigation.addEventListener("selection-change", (event) => {
  const page = event.detail.item.dataset.page;
  document.getElementById("page-title").textContent = page;
  document.getElementById("page-text").textContent = `This is where the ${page.toLowerCase()} page would show.`;
});

shellbar.addEventListener("notifications-click", () => {
  notify("You have 3 new notifications.");
});

shellbar.addEventListener("profile-click", (event) => {
  profileMenu.showAt(event.detail.targetRef);
});

profileMenu.querySelector("ui5-list").addEventListener("item-click", (event) => {
  profileMenu.close();
  notify(`${event.detail.item.textContent} is not part of this example.`);
});
