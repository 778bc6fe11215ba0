import "@ui5/webcomponents/dist/Popover.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/CheckBox.js";
import "@ui5/webcomponents-icons/dist/arrow-top.js";
import "@ui5/webcomponents-icons/dist/arrow-left.js";
import "@ui5/webcomponents-icons/dist/arrow-right.js";
import "@ui5/webcomponents-icons/dist/arrow-bottom.js";

const popover = document.getElementById("popover");
const text = document.getElementById("placement-text");
const hideArrow = document.getElementById("hide-arrow");

document.querySelectorAll("ui5-button[data-placement]").forEach((button) => {
  button.addEventListener("click", () => {
    popover.placementType = button.dataset.placement;
    popover.hideArrow = hideArrow.checked;
    text.textContent = `placement-type="${button.dataset.placement}"`;
    popover.showAt(button);
  });
});
