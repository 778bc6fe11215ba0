import "@ui5/webcomponents/dist/Toolbar.js";
import "@ui5/webcomponents/dist/ToolbarButton.js";
import "@ui5/webcomponents/dist/ToolbarSeparator.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/Slider.js";
import "@ui5/webcomponents-icons/dist/response.js";
import "@ui5/webcomponents-icons/dist/group.js";
import "@ui5/webcomponents-icons/dist/forward.js";
import "@ui5/webcomponents-icons/dist/inbox.js";
import "@ui5/webcomponents-icons/dist/delete.js";
import "@ui5/webcomponents-icons/dist/flag.js";
import "@ui5/webcomponents-icons/dist/email-read.js";
import "@ui5/webcomponents-icons/dist/print.js";
import "@ui5/webcomponents-icons/dist/action-settings.js";

const frame = document.getElementById("frame");
const widthValue = document.getElementById("width-value");
const toolbar = document.getElementById("mail");
const output = document.getElementById("output");

document.getElementById("width").addEventListener("input", (event) => {
  frame.style.width = `${event.target.value}%`;
  widthValue.textContent = `${event.target.value}%`;
});

toolbar.querySelectorAll("ui5-toolbar-button").forEach((button) => {
  button.addEventListener("click", () => {
    output.textContent = `You pressed "${button.text}".`;
  });
});
