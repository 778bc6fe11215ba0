import "@ui5/webcomponents/dist/DatePicker.js";
import "@ui5/webcomponents/dist/Label.js";

const start = document.getElementById("start");
const message = document.getElementById("message");

start.addEventListener("change", (event) => {
  const { value, valid } = event.detail;
  if (!value) {
    start.valueState = "Error";
    message.textContent = "Enter the first working day.";
  } else if (!valid) {
    // The picker has already switched to Error; only the text is ours.
    message.textContent = `"${value}" is not a date in the format yyyy-MM-dd.`;
  } else {
    const day = start.dateValue.toLocaleDateString("en-GB", { weekday: "long" });
    const weekend = [0, 6].includes(start.dateValue.getDay());
    start.valueState = weekend ? "Warning" : "Success";
    message.textContent = weekend
      ? `${day} – the office is closed at weekends.`
      : `${day} – a working day.`;
  }
});
