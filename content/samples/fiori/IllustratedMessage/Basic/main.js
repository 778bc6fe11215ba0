import "@ui5/webcomponents-fiori/dist/IllustratedMessage.js";
import "@ui5/webcomponents-fiori/dist/illustrations/NoEntries.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents-icons/dist/add.js";

document.getElementById("create").addEventListener("click", () => {
  document.getElementById("output").textContent = "A new, empty expense report opens.";
});
