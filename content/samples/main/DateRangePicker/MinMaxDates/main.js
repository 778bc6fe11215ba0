import "@ui5/webcomponents/dist/DateRangePicker.js";
import "@ui5/webcomponents/dist/Label.js";

const stay = document.getElementById("stay");
const output = document.getElementById("output");
const weekday = (date) => date.toLocaleDateString("en-GB", { weekday: "long" });

stay.addEventListener("change", (event) => {
  const start = stay.startDateValue;
  const end = stay.endDateValue;
  if (!event.detail.valid || !start || !end) {
    output.textContent = "Choose dates between 15 May and 30 September 2026.";
    return;
  }
  const nights = Math.round((end - start) / 86400000);
  output.textContent = nights === 0
    ? "Check-in and check-out cannot be on the same day."
    : `${nights} night${nights === 1 ? "" : "s"}, from ${weekday(start)} to ${weekday(end)}.`;
});
