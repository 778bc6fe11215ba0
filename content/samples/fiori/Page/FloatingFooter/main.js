import "@ui5/webcomponents-fiori/dist/Page.js";
import "@ui5/webcomponents-fiori/dist/Bar.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/Input.js";
import "@ui5/webcomponents-icons/dist/edit.js";

const page = document.getElementById("page");
const edit = document.getElementById("edit");
const inputs = [...page.querySelectorAll("ui5-input")];
const output = document.getElementById("output");
let saved = inputs.map((input) => input.value);

function setEditMode(editing) {
  page.hideFooter = !editing;
  edit.disabled = editing;
  inputs.forEach((input) => {
    input.readonly = !editing;
  });
}

edit.addEventListener("click", () => {
  setEditMode(true);
  output.textContent = "Edit mode: the floating footer shows Save and Cancel.";
});

document.getElementById("save").addEventListener("click", () => {
  saved = inputs.map((input) => input.value);
  setEditMode(false);
  output.textContent = "Changes saved. The footer is hidden again.";
});

document.getElementById("cancel").addEventListener("click", () => {
  inputs.forEach((input, index) => {
    input.value = saved[index];
  });
  setEditMode(false);
  output.textContent = "Changes discarded. The footer is hidden again.";
});
