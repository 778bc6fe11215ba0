import "@ui5/webcomponents/dist/StepInput.js";
import "@ui5/webcomponents/dist/Label.js";

const output = document.getElementById("output");

document.querySelectorAll("ui5-step-input").forEach((input) => {
  input.addEventListener("change", () => {
    const label = document.querySelector(`ui5-label[for="${input.id}"]`).textContent;
    output.textContent = `${label}: ${input.value.toFixed(input.valuePrecision)}`;
  });
});
