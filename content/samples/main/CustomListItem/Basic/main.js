import "@ui5/webcomponents/dist/List.js";
import "@ui5/webcomponents/dist/CustomListItem.js";
import "@ui5/webcomponents/dist/Icon.js";
import "@ui5/webcomponents/dist/Badge.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents-icons/dist/flight.js";
import "@ui5/webcomponents-icons/dist/car-rental.js";
import "@ui5/webcomponents-icons/dist/sys-enter-2.js";

const output = document.getElementById("output");

document.getElementById("trips").addEventListener("item-click", (event) => {
  const title = event.detail.item.querySelector(".trip-title").textContent;
  output.textContent = `item-click: show the details of ${title}.`;
});

document.querySelectorAll("ui5-button[data-trip]").forEach((button) => {
  button.addEventListener("click", () => {
    button.disabled = true;
    button.textContent = "Checked in";
    output.textContent = `Button click: checked in for ${button.dataset.trip}.`;
  });
});
