import "@ui5/webcomponents/dist/Switch.js";

const switches = [...document.querySelectorAll("ui5-switch:not([disabled])")];
const output = document.getElementById("output");

function updateTotal() {
  const approved = switches.filter((s) => s.checked);
  const total = approved.reduce((sum, s) => sum + Number(s.dataset.amount), 0);
  output.textContent = `Approved ${approved.length} of ${switches.length} lines: €${total.toFixed(2)}.`;
}

switches.forEach((s) => s.addEventListener("change", updateTotal));
// Read the initial state once the component is defined.
await customElements.whenDefined("ui5-switch");
updateTotal();
