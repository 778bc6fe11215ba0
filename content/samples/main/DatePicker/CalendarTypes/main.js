import "@ui5/webcomponents/dist/DatePicker.js";
import "@ui5/webcomponents/dist/Label.js";
// Calendar types other than Gregorian are loaded on demand.
import "@ui5/webcomponents-localization/dist/features/calendar/Persian.js";
import "@ui5/webcomponents-localization/dist/features/calendar/Buddhist.js";
import "@ui5/webcomponents-localization/dist/features/calendar/Japanese.js";

const pickers = [...document.querySelectorAll("ui5-date-picker")];
const output = document.getElementById("output");

await customElements.whenDefined("ui5-date-picker");

// Show the same day in the calendars that have no fixed value yet.
const nowruz = new Date(2026, 2, 20);
pickers.filter((picker) => !picker.value).forEach((picker) => {
  picker.value = picker.formatValue(nowruz);
});

pickers.forEach((picker) => {
  picker.addEventListener("change", (event) => {
    const date = picker.dateValue;
    output.textContent = `${event.detail.value} is ${date ? date.toDateString() : "not a valid date"} in the Gregorian calendar.`;
  });
});
