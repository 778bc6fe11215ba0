import "@ui5/webcomponents/dist/RangeSlider.js";
import "@ui5/webcomponents/dist/Label.js";

const hotels = [62, 75, 89, 95, 110, 118, 135, 149, 160, 185, 199, 230, 265, 310, 420];
const price = document.getElementById("price");
const output = document.getElementById("output");

function update() {
  const { startValue, endValue } = price;
  const count = hotels.filter((p) => p >= startValue && p <= endValue).length;
  output.textContent = `€${startValue} to €${endValue}: ${count} of ${hotels.length} hotels.`;
}

price.addEventListener("input", update);
// Read the initial state once the component is defined.
await customElements.whenDefined("ui5-range-slider");
update();
