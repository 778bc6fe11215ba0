import "@ui5/webcomponents/dist/Calendar.js";
import "@ui5/webcomponents/dist/CalendarDate.js";
import "@ui5/webcomponents/dist/SegmentedButton.js";
import "@ui5/webcomponents/dist/SegmentedButtonItem.js";

const calendar = document.getElementById("calendar");
const output = document.getElementById("output");

document.getElementById("modes").addEventListener("selection-change", (event) => {
  const mode = event.detail.selectedItems[0].dataset.mode;
  calendar.selectionMode = mode;
  // Start each mode with an empty selection.
  calendar.querySelectorAll("ui5-date").forEach((date) => date.remove());
  output.textContent = `${mode}: no dates selected.`;
});

calendar.addEventListener("selected-dates-change", (event) => {
  const values = event.detail.values;
  let text = values.join(", ");
  if (calendar.selectionMode === "Range") {
    text = values.length === 2 ? `${values[0]} to ${values[1]}` : `${values[0]} to …`;
  }
  output.textContent = `${calendar.selectionMode}: ${text || "no dates selected."}`;
});
