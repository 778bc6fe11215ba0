import "@ui5/webcomponents/dist/DateRangePicker.js";
import "@ui5/webcomponents/dist/Label.js";

const output = document.getElementById("output");

document.querySelectorAll("ui5-daterange-picker").forEach((picker) => {
  picker.addEventListener("change", (event) => {
    output.textContent = `value: "${event.detail.value}" (delimiter "${picker.delimiter}")`;
  });
});
