import "@ui5/webcomponents/dist/DateTimePicker.js";
import "@ui5/webcomponents/dist/Label.js";

const departure = document.getElementById("departure");
const output = document.getElementById("output");

departure.addEventListener("change", (event) => {
  const { value, valid } = event.detail;
  if (!value) {
    output.textContent = "No departure time set.";
  } else if (!valid) {
    output.textContent = `"${value}" is not a valid date and time.`;
  } else {
    output.textContent = `The bus leaves on ${departure.dateValue.toLocaleString("en-GB", { dateStyle: "full", timeStyle: "short" })}.`;
  }
});
