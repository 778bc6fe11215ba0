import "@ui5/webcomponents/dist/Calendar.js";
import "@ui5/webcomponents/dist/CalendarDate.js";

const output = document.getElementById("output");

document.getElementById("calendar").addEventListener("selected-dates-change", (event) => {
  output.textContent = `Registration date: ${event.detail.values[0]}`;
});
