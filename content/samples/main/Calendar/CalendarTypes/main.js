import "@ui5/webcomponents/dist/Calendar.js";
import "@ui5/webcomponents/dist/CalendarDate.js";
import "@ui5/webcomponents/dist/Select.js";
import "@ui5/webcomponents/dist/Option.js";
import "@ui5/webcomponents/dist/Label.js";
// Calendar types other than Gregorian are loaded on demand.
import "@ui5/webcomponents-localization/dist/features/calendar/Persian.js";
import "@ui5/webcomponents-localization/dist/features/calendar/Buddhist.js";
import "@ui5/webcomponents-localization/dist/features/calendar/Japanese.js";

const calendar = document.getElementById("calendar");
const output = document.getElementById("output");

document.getElementById("secondary").addEventListener("change", (event) => {
  calendar.secondaryCalendarType = event.detail.selectedOption.value;
});

calendar.addEventListener("selected-dates-change", (event) => {
  output.textContent = `Selected: ${event.detail.values[0]} (Gregorian)`;
});
