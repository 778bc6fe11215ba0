import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/Input.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/Select.js";
import "@ui5/webcomponents/dist/Option.js";
import "@ui5/webcomponents/dist/features/InputElementsFormSupport.js";
import "@ui5/webcomponents-icons/dist/paper-plane.js";

const form = document.getElementById("form");
const output = document.getElementById("output");

form.addEventListener("submit", (event) => {
  // Handle the data in the app instead of loading a new page.
  event.preventDefault();
  const data = Object.fromEntries(new FormData(form));
  output.textContent = `Sent: ${JSON.stringify(data)}`;
});

form.addEventListener("reset", () => {
  // Native reset only clears native fields, so clear the UI5 inputs too.
  form.querySelectorAll("ui5-input").forEach((input) => { input.value = ""; });
  form.querySelectorAll("ui5-option").forEach((option, index) => { option.selected = index === 0; });
  output.textContent = "Form cleared.";
});
