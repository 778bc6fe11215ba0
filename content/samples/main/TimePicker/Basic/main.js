import "@ui5/webcomponents/dist/TimePicker.js";
import "@ui5/webcomponents/dist/Label.js";

const output = document.getElementById("output");

document.getElementById("pickup").addEventListener("change", (event) => {
  const { value, valid } = event.detail;
  if (!value) {
    output.textContent = "No time set.";
  } else {
    output.textContent = valid ? `The courier comes at ${value}.` : `"${value}" is not a valid time.`;
  }
});
