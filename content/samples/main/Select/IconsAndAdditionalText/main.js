import "@ui5/webcomponents/dist/Select.js";
import "@ui5/webcomponents/dist/Option.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents-icons/dist/credit-card.js";
import "@ui5/webcomponents-icons/dist/wallet.js";
import "@ui5/webcomponents-icons/dist/building.js";
import "@ui5/webcomponents-icons/dist/receipt.js";
import "@ui5/webcomponents-icons/dist/money-bills.js";

const output = document.getElementById("output");

document.getElementById("payment").addEventListener("change", (event) => {
  const option = event.detail.selectedOption;
  output.textContent = `Paying by: ${option.textContent} (${option.additionalText})`;
});
