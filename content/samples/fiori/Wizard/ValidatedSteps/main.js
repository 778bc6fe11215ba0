import "@ui5/webcomponents-fiori/dist/Wizard.js";
import "@ui5/webcomponents-fiori/dist/WizardStep.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/Input.js";
import "@ui5/webcomponents/dist/Select.js";
import "@ui5/webcomponents/dist/Option.js";
import "@ui5/webcomponents/dist/CheckBox.js";
import "@ui5/webcomponents/dist/Button.js";

const wizard = document.getElementById("wizard");
const output = document.getElementById("output");
const steps = [...wizard.querySelectorAll("ui5-wizard-step")];

const company = document.getElementById("company");
const vat = document.getElementById("vat");
const contact = document.getElementById("contact");
const email = document.getElementById("email");

// One check per field; a step is valid when all of its fields are.
const rules = {
  company: (value) => value.trim().length >= 3,
  vat: (value) => /^[A-Z]{2}\d{8,12}$/.test(value.trim().toUpperCase()),
  contact: (value) => value.trim().split(/\s+/).length >= 2,
  email: (value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()),
};
const stepChecks = [
  () => rules.company(company.value) && rules.vat(vat.value),
  () => rules.contact(contact.value) && rules.email(email.value),
  () => document.getElementById("agree").checked,
];

function refresh(stepIndex) {
  const valid = stepChecks[stepIndex]();
  steps[stepIndex].querySelector(".next").disabled = !valid;
  const later = steps.slice(stepIndex + 1).filter((step) => !step.disabled);
  if (!valid && later.length) {
    // An invalid step blocks every step after it.
    later.forEach((step) => {
      step.disabled = true;
      step.selected = false;
    });
    steps[stepIndex].selected = true;
    output.textContent = `"${steps[stepIndex].titleText}" is incomplete again: the steps after it are locked.`;
  }
}

Object.keys(rules).forEach((id) => {
  const input = document.getElementById(id);
  const stepIndex = steps.indexOf(input.closest("ui5-wizard-step"));
  input.addEventListener("input", () => {
    input.valueState = input.value === "" || rules[id](input.value) ? "None" : "Error";
    refresh(stepIndex);
  });
});
document.getElementById("agree").addEventListener("change", () => refresh(2));

document.querySelectorAll(".next").forEach((button) => {
  button.addEventListener("click", () => {
    const current = button.closest("ui5-wizard-step");
    const next = steps[steps.indexOf(current) + 1];
    next.disabled = false;
    current.selected = false;
    next.selected = true;
    document.getElementById("summary").textContent =
      `${company.value} (${vat.value.toUpperCase()}), contact ${contact.value} <${email.value}>, ` +
      `paying within ${document.getElementById("terms").selectedOption.textContent}.`;
    output.textContent = `Step "${current.titleText}" is valid: "${next.titleText}" unlocked.`;
  });
});

wizard.addEventListener("step-change", (event) => {
  const { step, previousStep } = event.detail;
  output.textContent = `step-change: "${previousStep.titleText}" to "${step.titleText}".`;
});

document.getElementById("send").addEventListener("click", () => {
  output.textContent = `Registration for ${company.value} sent.`;
});
