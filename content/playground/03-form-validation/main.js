import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/CheckBox.js";
import "@ui5/webcomponents/dist/Input.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/MessageStrip.js";
import "@ui5/webcomponents/dist/Option.js";
import "@ui5/webcomponents/dist/Select.js";
import "@ui5/webcomponents/dist/StepInput.js";
import "@ui5/webcomponents/dist/Title.js";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const name = document.getElementById("name");
const email = document.getElementById("email");
const topic = document.getElementById("topic");
const issues = document.getElementById("issues");
const terms = document.getElementById("terms");
const result = document.getElementById("result");

// Shows a field's problem in its value state, with the message readers see on focus.
function setProblem(field, problem) {
  field.valueState = problem ? "Error" : "None";
  field.querySelector('[slot="valueStateMessage"]')?.remove();
  if (problem) {
    const message = document.createElement("div");
    message.slot = "valueStateMessage";
    message.textContent = problem;
    field.append(message);
  }
}

function validate() {
  const problems = new Map();
  if (!name.value.trim()) problems.set(name, "Enter your name.");
  if (!email.value.trim()) problems.set(email, "Enter your e-mail address.");
  else if (!EMAIL.test(email.value.trim())) problems.set(email, "This does not look like an e-mail address.");
  if (!terms.checked) problems.set(terms, "Agree to receive e-mails to sign up.");
  for (const field of [name, email]) setProblem(field, problems.get(field));
  terms.valueState = problems.has(terms) ? "Error" : "None";
  return problems;
}

document.getElementById("submit").addEventListener("click", () => {
  const problems = validate();
  result.hidden = false;
  if (problems.size > 0) {
    result.design = "Negative";
    result.textContent = [...problems.values()].join(" ");
    problems.keys().next().value.focus();
    return;
  }
  const data = {
    name: name.value.trim(),
    email: email.value.trim(),
    topic: topic.selectedOption.value,
    issues: issues.value,
  };
  result.design = "Positive";
  result.textContent = `Thank you, ${data.name}: you are signed up for ${data.topic}.`;
  console.log("Submitted", data);
});

document.getElementById("clear").addEventListener("click", () => {
  name.value = "";
  email.value = "";
  terms.checked = false;
  [name, email].forEach((field) => setProblem(field, undefined));
  terms.valueState = "None";
  result.hidden = true;
});

// A field that was wrong is re-checked as the reader fixes it.
for (const field of [name, email]) {
  field.addEventListener("input", () => {
    if (field.valueState === "Error") validate();
  });
}
terms.addEventListener("change", () => {
  if (terms.valueState === "Error") validate();
});
