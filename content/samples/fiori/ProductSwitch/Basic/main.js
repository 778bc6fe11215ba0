import "@ui5/webcomponents-fiori/dist/ProductSwitch.js";
import "@ui5/webcomponents-fiori/dist/ProductSwitchItem.js";
import "@ui5/webcomponents-icons/dist/home.js";
import "@ui5/webcomponents-icons/dist/crm-sales.js";
import "@ui5/webcomponents-icons/dist/headset.js";
import "@ui5/webcomponents-icons/dist/retail-store.js";
import "@ui5/webcomponents-icons/dist/travel-expense.js";
import "@ui5/webcomponents-icons/dist/manager-insight.js";

const output = document.getElementById("output");

document.querySelectorAll("ui5-product-switch-item").forEach((item) => {
  item.addEventListener("click", () => {
    output.textContent = `Opening ${item.titleText}.`;
  });
});
