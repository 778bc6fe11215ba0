import "@ui5/webcomponents-fiori/dist/Bar.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents-icons/dist/nav-back.js";
import "@ui5/webcomponents-icons/dist/edit.js";
import "@ui5/webcomponents-icons/dist/share.js";

const output = document.getElementById("output");

document.querySelectorAll("ui5-bar ui5-button").forEach((button) => {
  button.addEventListener("click", () => {
    output.textContent = `You pressed "${button.tooltip}".`;
  });
});
