import "@ui5/webcomponents/dist/Menu.js";
import "@ui5/webcomponents/dist/MenuItem.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents-icons/dist/slim-arrow-down.js";
import "@ui5/webcomponents-icons/dist/add-document.js";
import "@ui5/webcomponents-icons/dist/open-folder.js";
import "@ui5/webcomponents-icons/dist/save.js";
import "@ui5/webcomponents-icons/dist/pdf-attachment.js";
import "@ui5/webcomponents-icons/dist/print.js";
import "@ui5/webcomponents-icons/dist/decline.js";

const menu = document.getElementById("menu");
const opener = document.getElementById("open");
const output = document.getElementById("output");

opener.addEventListener("click", () => menu.showAt(opener));

menu.addEventListener("item-click", (event) => {
  output.textContent = `You chose "${event.detail.text}".`;
});
