import "@ui5/webcomponents/dist/Toolbar.js";
import "@ui5/webcomponents/dist/ToolbarButton.js";
import "@ui5/webcomponents/dist/ToolbarSelect.js";
import "@ui5/webcomponents/dist/ToolbarSelectOption.js";
import "@ui5/webcomponents/dist/ToolbarSeparator.js";
import "@ui5/webcomponents/dist/ToolbarSpacer.js";
import "@ui5/webcomponents-icons/dist/undo.js";
import "@ui5/webcomponents-icons/dist/redo.js";
import "@ui5/webcomponents-icons/dist/share.js";
import "@ui5/webcomponents-icons/dist/print.js";
import "@ui5/webcomponents-icons/dist/pdf-attachment.js";

const output = document.getElementById("output");

document.querySelectorAll("ui5-toolbar-button").forEach((button) => {
  button.addEventListener("click", () => {
    output.textContent = `You pressed "${button.text || button.tooltip}".`;
  });
});

document.getElementById("style").addEventListener("change", (event) => {
  output.textContent = `Paragraph style: ${event.detail.selectedOption.textContent}.`;
});
