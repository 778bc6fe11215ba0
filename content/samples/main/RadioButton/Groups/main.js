import "@ui5/webcomponents/dist/RadioButton.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/features/InputElementsFormSupport.js";

const form = document.getElementById("booking");
const output = document.getElementById("output");

form.addEventListener("submit", (event) => {
  event.preventDefault();
  const data = Object.fromEntries(new FormData(form));
  output.textContent = `Submitted: seat=${data.seat}, meal=${data.meal}`;
});
