import "@ui5/webcomponents/dist/ComboBox.js";
import "@ui5/webcomponents/dist/ComboBoxItem.js";
import "@ui5/webcomponents/dist/Label.js";

const country = document.getElementById("country");
const message = document.getElementById("country-message");

country.addEventListener("change", () => {
  const countries = [...country.querySelectorAll("ui5-cb-item")].map((item) => item.text);
  if (countries.includes(country.value)) {
    country.valueState = "Success";
    message.textContent = `We deliver to ${country.value}.`;
  } else if (country.value === "") {
    country.valueState = "Error";
    message.textContent = "Please choose a country.";
  } else {
    country.valueState = "Error";
    message.textContent = `We do not deliver to "${country.value}". Choose a country from the list.`;
  }
});
