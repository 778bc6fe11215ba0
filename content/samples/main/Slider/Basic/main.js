import "@ui5/webcomponents/dist/Slider.js";
import "@ui5/webcomponents/dist/Label.js";

const slider = document.getElementById("savings");
const output = document.getElementById("output");

function describe(prefix) {
  output.textContent = `${prefix}€${slider.value} a month, €${(slider.value * 12).toLocaleString("en")} a year.`;
}

slider.addEventListener("input", () => describe("Dragging: "));
slider.addEventListener("change", () => describe("Goal set: "));
// Read the initial state once the component is defined.
await customElements.whenDefined("ui5-slider");
describe("Goal: ");
