import "@ui5/webcomponents-fiori/dist/Bar.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/SegmentedButton.js";
import "@ui5/webcomponents/dist/SegmentedButtonItem.js";
import "@ui5/webcomponents-icons/dist/nav-back.js";
import "@ui5/webcomponents-icons/dist/action.js";
import "@ui5/webcomponents-icons/dist/message-error.js";

const output = document.getElementById("output");

document.querySelectorAll("ui5-bar").forEach((bar) => {
  bar.querySelectorAll("ui5-button").forEach((button) => {
    button.addEventListener("click", () => {
      const label = button.tooltip || button.textContent;
      output.textContent = `${bar.design} bar: "${label}".`;
    });
  });
});

document.getElementById("filter").addEventListener("selection-change", (event) => {
  output.textContent = `Subheader bar: filter "${event.detail.selectedItems[0].textContent}".`;
});
