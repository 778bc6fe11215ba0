import "@ui5/webcomponents/dist/CheckBox.js";

const terms = document.getElementById("terms");
const output = document.getElementById("output");

terms.addEventListener("change", () => {
  terms.valueState = terms.checked ? "None" : "Error";
  output.textContent = terms.checked ? "Terms accepted: you can pay now." : "The terms are not accepted yet.";
});
