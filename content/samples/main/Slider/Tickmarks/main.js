import "@ui5/webcomponents/dist/Slider.js";
import "@ui5/webcomponents/dist/Label.js";

const rooms = document.getElementById("rooms");
const output = document.getElementById("output");

function update() {
  output.textContent = `Showing flats with ${rooms.value} or more rooms.`;
}

rooms.addEventListener("change", update);
// Read the initial state once the component is defined.
await customElements.whenDefined("ui5-slider");
update();
