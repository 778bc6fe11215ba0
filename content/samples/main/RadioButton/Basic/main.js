import "@ui5/webcomponents/dist/RadioButton.js";

const output = document.getElementById("output");

document.querySelectorAll("ui5-radio-button").forEach((radio) => {
  // `change` fires on the newly selected radio button.
  radio.addEventListener("change", () => {
    if (radio.checked) {
      output.textContent = `Selected: ${radio.text}`;
    }
  });
});
