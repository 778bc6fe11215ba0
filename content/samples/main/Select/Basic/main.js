import "@ui5/webcomponents/dist/Select.js";
import "@ui5/webcomponents/dist/Option.js";
import "@ui5/webcomponents/dist/Label.js";

const shipping = document.getElementById("shipping");
const output = document.getElementById("output");

shipping.addEventListener("change", (event) => {
  const option = event.detail.selectedOption;
  output.textContent = `Selected value: ${option.value} ("${option.textContent}")`;
});
