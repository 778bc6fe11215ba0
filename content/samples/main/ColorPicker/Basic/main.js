import "@ui5/webcomponents/dist/ColorPicker.js";

const picker = document.getElementById("picker");
const output = document.getElementById("output");

picker.addEventListener("change", () => {
  output.textContent = `Brand accent: ${picker.color}`;
});
