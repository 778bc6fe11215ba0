import "@ui5/webcomponents/dist/RadioButton.js";

const payments = [...document.querySelectorAll(".payment")];
const output = document.getElementById("output");

payments.forEach((radio) => {
  radio.addEventListener("change", () => {
    payments.forEach((other) => { other.valueState = "None"; });
    output.textContent = `Payment method: ${radio.text}.`;
  });
});
