import "@ui5/webcomponents/dist/Panel.js";
import "@ui5/webcomponents/dist/CheckBox.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents-icons/dist/reset.js";

const output = document.getElementById("output");

document.querySelectorAll("ui5-panel").forEach((panel) => {
  panel.addEventListener("toggle", () => {
    const name = panel.headerText || panel.accessibleName;
    output.textContent = `"${name}" is now ${panel.collapsed ? "collapsed" : "expanded"}.`;
  });
});

document.getElementById("reset").addEventListener("click", (event) => {
  // A click on a control in a custom header must not toggle the panel.
  event.stopPropagation();
  output.textContent = "Language and region reset to the defaults.";
});
