import "@ui5/webcomponents-fiori/dist/Wizard.js";
import "@ui5/webcomponents-fiori/dist/WizardStep.js";
import "@ui5/webcomponents/dist/Dialog.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/Input.js";
import "@ui5/webcomponents/dist/Select.js";
import "@ui5/webcomponents/dist/Option.js";
import "@ui5/webcomponents/dist/StepInput.js";
import "@ui5/webcomponents/dist/DatePicker.js";
import "@ui5/webcomponents/dist/RadioButton.js";
import "@ui5/webcomponents-icons/dist/cart.js";
import "@ui5/webcomponents-icons/dist/customer.js";
import "@ui5/webcomponents-icons/dist/product.js";
import "@ui5/webcomponents-icons/dist/shipping-status.js";

const dialog = document.getElementById("dialog");
const wizard = document.getElementById("wizard");
const back = document.getElementById("back");
const next = document.getElementById("next");
const output = document.getElementById("output");
const steps = [...wizard.querySelectorAll("ui5-wizard-step")];

const currentIndex = () => steps.findIndex((step) => step.selected);

function select(index) {
  steps.forEach((step, i) => {
    step.selected = i === index;
  });
  steps[index].disabled = false;
  back.disabled = index === 0;
  next.textContent = index === steps.length - 1 ? "Create order" : "Next";
}

function reset() {
  steps.forEach((step, i) => {
    step.disabled = i > 0;
  });
  select(0);
}

document.getElementById("open").addEventListener("click", () => {
  reset();
  dialog.show();
});

next.addEventListener("click", () => {
  const index = currentIndex();
  if (index < steps.length - 1) {
    select(index + 1);
    return;
  }
  const customer = document.getElementById("customer").selectedOption.textContent;
  const count = document.getElementById("machines").value + document.getElementById("grinders").value;
  output.textContent = `Order for ${customer} created: ${count} items, delivery on ${document.getElementById("date").value}.`;
  dialog.close();
});

back.addEventListener("click", () => select(currentIndex() - 1));

// Steps already reached can also be picked in the navigation area.
wizard.addEventListener("step-change", (event) => select(steps.indexOf(event.detail.step)));

document.getElementById("cancel").addEventListener("click", () => {
  output.textContent = "Order discarded.";
  dialog.close();
});
