import "@ui5/webcomponents/dist/TimePicker.js";
import "@ui5/webcomponents/dist/Label.js";

const opens = document.getElementById("opens");
const closes = document.getElementById("closes");
const closesMessage = document.getElementById("closes-message");
const output = document.getElementById("output");

const minutes = (value) => {
  const [hours, mins] = value.split(":").map(Number);
  return hours * 60 + mins;
};

function check() {
  if (!opens.isValid(opens.value) || !closes.isValid(closes.value)) {
    // The picker with the bad value is already in the Error state.
    if (!closes.isValid(closes.value)) {
      closesMessage.textContent = "Enter a time such as 17:00.";
    }
    output.textContent = "Please correct the opening hours.";
    return;
  }
  const open = minutes(closes.value) - minutes(opens.value);
  if (open <= 0) {
    closes.valueState = "Error";
    closesMessage.textContent = `The shop must close after it opens at ${opens.value}.`;
    output.textContent = "Please correct the opening hours.";
  } else {
    closes.valueState = "None";
    output.textContent = `Open for ${Math.floor(open / 60)} h ${open % 60} min on Saturdays.`;
  }
}

opens.addEventListener("change", check);
closes.addEventListener("change", check);
