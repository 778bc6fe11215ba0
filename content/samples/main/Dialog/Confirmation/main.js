import "@ui5/webcomponents/dist/Dialog.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/Icon.js";
import "@ui5/webcomponents/dist/Input.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents-icons/dist/message-warning.js";

const project = document.getElementById("project");
const confirm = document.getElementById("confirm");
const output = document.getElementById("output");
// Read the attribute: the component may not be defined yet when this module runs.
let savedName = project.getAttribute("value");

document.getElementById("close-editor").addEventListener("click", () => {
  if (project.value === savedName) {
    output.textContent = "No changes: the editor closes right away.";
    return;
  }
  confirm.show();
});

document.getElementById("discard").addEventListener("click", () => {
  project.value = savedName;
  output.textContent = "Changes discarded.";
  confirm.close();
});

document.getElementById("keep").addEventListener("click", () => {
  output.textContent = "Keep editing: nothing was lost.";
  confirm.close();
});

confirm.addEventListener("before-close", (event) => {
  if (event.detail.escPressed) {
    // Require an explicit decision: Escape does not close this dialog.
    event.preventDefault();
    output.textContent = "Escape pressed: please choose Discard or Keep editing.";
  }
});
