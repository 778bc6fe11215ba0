import "@ui5/webcomponents/dist/DatePicker.js";
import "@ui5/webcomponents/dist/Label.js";

const delivery = document.getElementById("delivery");
const output = document.getElementById("output");

delivery.addEventListener("change", (event) => {
  const { value, valid } = event.detail;
  if (!value) {
    output.textContent = "No date chosen yet.";
  } else if (valid) {
    output.textContent = `Delivery on ${delivery.dateValue.toDateString()}.`;
  } else {
    output.textContent = `"${value}" is not a valid date.`;
  }
});
