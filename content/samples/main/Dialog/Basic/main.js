import "@ui5/webcomponents/dist/Dialog.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/Input.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents-icons/dist/edit.js";

const dialog = document.getElementById("dialog");
const name = document.getElementById("name");
const email = document.getElementById("email");
const summary = document.getElementById("summary");
const output = document.getElementById("output");
let saved = false;

document.getElementById("edit").addEventListener("click", () => {
  saved = false;
  dialog.show();
});

document.getElementById("save").addEventListener("click", () => {
  if (!name.value.trim()) {
    name.valueState = "Error";
    return;
  }
  name.valueState = "None";
  summary.textContent = `${name.value}, ${email.value}`;
  saved = true;
  dialog.close();
});

document.getElementById("cancel").addEventListener("click", () => dialog.close());

dialog.addEventListener("after-close", () => {
  output.textContent = saved ? "Contact saved." : "Editing cancelled.";
});
