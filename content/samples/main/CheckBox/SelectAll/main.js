import "@ui5/webcomponents/dist/CheckBox.js";

const all = document.getElementById("all");
const topics = [...document.querySelectorAll(".topic")];
const output = document.getElementById("output");

function syncParent() {
  const count = topics.filter((topic) => topic.checked).length;
  // Partially checked is shown only when `checked` and `indeterminate` are both set.
  all.checked = count > 0;
  all.indeterminate = count > 0 && count < topics.length;
  output.textContent = `You receive ${count} of ${topics.length} kinds of e-mail.`;
}

all.addEventListener("change", () => {
  topics.forEach((topic) => { topic.checked = all.checked; });
  syncParent();
});

topics.forEach((topic) => topic.addEventListener("change", syncParent));
// Read the initial state once the component is defined.
await customElements.whenDefined("ui5-checkbox");
syncParent();
