import "@ui5/webcomponents/dist/CheckBox.js";

const boxes = [...document.querySelectorAll("ui5-checkbox")];
const output = document.getElementById("output");

function updateTotal() {
  const chosen = boxes.filter((box) => box.checked);
  const perNight = chosen.reduce((sum, box) => sum + Number(box.dataset.price), 0);
  output.textContent = chosen.length
    ? `${chosen.length} extra(s) selected: €${perNight} per night.`
    : "No extras selected.";
}

boxes.forEach((box) => box.addEventListener("change", updateTotal));
// Read the initial state once the component is defined.
await customElements.whenDefined("ui5-checkbox");
updateTotal();
