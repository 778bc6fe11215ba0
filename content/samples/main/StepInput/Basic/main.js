import "@ui5/webcomponents/dist/StepInput.js";
import "@ui5/webcomponents/dist/Label.js";

const inputs = [...document.querySelectorAll("ui5-step-input")];
const output = document.getElementById("output");

function updateTotal() {
  const people = inputs.reduce((sum, input) => sum + input.value, 0);
  const total = inputs.reduce((sum, input) => sum + input.value * Number(input.dataset.price), 0);
  output.textContent = `${people} visitors, total €${total}.`;
}

inputs.forEach((input) => input.addEventListener("change", updateTotal));
// Read the initial state once the component is defined.
await customElements.whenDefined("ui5-step-input");
updateTotal();
