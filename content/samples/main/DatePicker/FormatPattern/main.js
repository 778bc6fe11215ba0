import "@ui5/webcomponents/dist/DatePicker.js";
import "@ui5/webcomponents/dist/Label.js";

const pickers = [...document.querySelectorAll("ui5-date-picker")];
const output = document.getElementById("output");

await customElements.whenDefined("ui5-date-picker");

// The conference starts on 15 October 2026 (months count from 0).
const conference = new Date(2026, 9, 15);
pickers.forEach((picker) => {
  picker.value = picker.formatValue(conference);
});

pickers.forEach((picker) => {
  picker.addEventListener("change", (event) => {
    output.textContent = `${picker.formatPattern}: "${event.detail.value}"`;
  });
});
