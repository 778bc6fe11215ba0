import "@ui5/webcomponents/dist/StepInput.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/Button.js";

const guests = document.getElementById("guests");
const book = document.getElementById("book");
const output = document.getElementById("output");

guests.addEventListener("value-state-change", (event) => {
  book.disabled = !event.detail.valid;
  output.textContent = event.detail.valid
    ? `Table for ${guests.value} guests, Friday 7:30 pm.`
    : `State "${event.detail.valueState}": ${guests.value} guests is not possible.`;
});

guests.addEventListener("change", () => {
  if (book.disabled === false) {
    output.textContent = `Table for ${guests.value} guests, Friday 7:30 pm.`;
  }
});

book.addEventListener("click", () => {
  output.textContent = `Booked: table for ${guests.value} guests, Friday 7:30 pm.`;
});
