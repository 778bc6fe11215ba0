import "@ui5/webcomponents/dist/DateRangePicker.js";
import "@ui5/webcomponents/dist/Label.js";

const vacation = document.getElementById("vacation");
const output = document.getElementById("output");

vacation.addEventListener("change", (event) => {
  if (!event.detail.valid) {
    output.textContent = `"${event.detail.value}" is not a valid date range.`;
    return;
  }
  const start = vacation.startDateValue;
  const end = vacation.endDateValue;
  if (!start || !end) {
    output.textContent = "No dates chosen yet.";
    return;
  }
  const days = Math.round((end - start) / 86400000) + 1;
  output.textContent = `Away from ${start.toDateString()} to ${end.toDateString()}: ${days} day${days === 1 ? "" : "s"}.`;
});
