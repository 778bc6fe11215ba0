import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents-icons/dist/accept.js";
import "@ui5/webcomponents-icons/dist/decline.js";
import "@ui5/webcomponents-icons/dist/edit.js";

const output = document.getElementById("output");

document.querySelectorAll("ui5-button").forEach((button) => {
  button.addEventListener("click", () => {
    output.textContent = `You pressed "${button.textContent || button.tooltip}".`;
  });
});
