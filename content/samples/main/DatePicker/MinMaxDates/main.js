import "@ui5/webcomponents/dist/DatePicker.js";
import "@ui5/webcomponents/dist/Label.js";

const output = document.getElementById("output");

document.getElementById("return-date").addEventListener("change", (event) => {
  const { value, valid } = event.detail;
  output.textContent = valid
    ? `Return date: ${value}`
    : `${value} is outside the rental period.`;
});
