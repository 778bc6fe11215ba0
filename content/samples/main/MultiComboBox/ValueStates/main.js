import "@ui5/webcomponents/dist/MultiComboBox.js";
import "@ui5/webcomponents/dist/MultiComboBoxItem.js";
import "@ui5/webcomponents/dist/Label.js";

const reviewers = document.getElementById("reviewers");
const message = document.getElementById("reviewers-message");

reviewers.addEventListener("selection-change", (event) => {
  const count = event.detail.items.length;
  if (count === 0) {
    reviewers.valueState = "Error";
    message.textContent = "Choose at least one reviewer.";
  } else if (count > 3) {
    reviewers.valueState = "Warning";
    message.textContent = `${count} reviewers may slow the approval down; three are usually enough.`;
  } else {
    reviewers.valueState = "Success";
    message.textContent = `${count} reviewer${count === 1 ? "" : "s"} will be asked.`;
  }
});
