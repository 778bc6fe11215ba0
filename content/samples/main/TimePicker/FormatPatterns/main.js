import "@ui5/webcomponents/dist/TimePicker.js";
import "@ui5/webcomponents/dist/Label.js";

const pickers = [...document.querySelectorAll("ui5-time-picker")];
const output = document.getElementById("output");

await customElements.whenDefined("ui5-time-picker");

// The train departs at 18:05:30.
const departure = new Date(2026, 4, 18, 18, 5, 30);
pickers.forEach((picker) => {
  picker.value = picker.formatValue(departure);
  picker.addEventListener("change", (event) => {
    output.textContent = `${picker.formatPattern}: "${event.detail.value}"`;
  });
});
