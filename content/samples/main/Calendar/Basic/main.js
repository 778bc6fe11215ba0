import "@ui5/webcomponents/dist/Calendar.js";
import "@ui5/webcomponents/dist/CalendarDate.js";
import "@ui5/webcomponents/dist/SpecialCalendarDate.js";
import "@ui5/webcomponents/dist/CalendarLegend.js";
import "@ui5/webcomponents/dist/CalendarLegendItem.js";

const output = document.getElementById("output");

document.getElementById("calendar").addEventListener("selected-dates-change", (event) => {
  output.textContent = `Selected: ${event.detail.values.join(", ")}`;
});
