import "@ui5/webcomponents-fiori/dist/Wizard.js";
import "@ui5/webcomponents-fiori/dist/WizardStep.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/Input.js";
import "@ui5/webcomponents/dist/Select.js";
import "@ui5/webcomponents/dist/Option.js";
import "@ui5/webcomponents/dist/DatePicker.js";
import "@ui5/webcomponents/dist/StepInput.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents-icons/dist/flight.js";
import "@ui5/webcomponents-icons/dist/calendar.js";
import "@ui5/webcomponents-icons/dist/money-bills.js";
import "@ui5/webcomponents-icons/dist/accept.js";

const wizard = document.getElementById("wizard");
const output = document.getElementById("output");
const steps = [...wizard.querySelectorAll("ui5-wizard-step")];

function updateSummary() {
  const city = document.getElementById("city").value;
  const purpose = document.getElementById("purpose").selectedOption.textContent;
  const from = document.getElementById("departure").value;
  const to = document.getElementById("return").value;
  const total = document.getElementById("flight-cost").value + document.getElementById("hotel-cost").value;
  document.getElementById("summary").textContent =
    `${purpose} in ${city}, ${from} to ${to}, estimated cost ${total} EUR.`;
}

document.querySelectorAll(".next").forEach((button) => {
  button.addEventListener("click", () => {
    const current = button.closest("ui5-wizard-step");
    const next = steps[steps.indexOf(current) + 1];
    // Moving on is up to the app: enable the next step and select it.
    next.disabled = false;
    current.selected = false;
    next.selected = true;
    button.hidden = true;
    updateSummary();
    output.textContent = `Step "${next.titleText}" reached.`;
  });
});

wizard.addEventListener("step-change", (event) => {
  const { step, previousStep, changeWithClick } = event.detail;
  output.textContent = `step-change: from "${previousStep.titleText}" to "${step.titleText}"` +
    (changeWithClick ? " by clicking the navigation." : " by scrolling.");
});

document.getElementById("submit").addEventListener("click", () => {
  output.textContent = "Trip request submitted for approval.";
});
