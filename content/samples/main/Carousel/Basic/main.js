import "@ui5/webcomponents/dist/Carousel.js";
import "@ui5/webcomponents/dist/Icon.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents-icons/dist/laptop.js";
import "@ui5/webcomponents-icons/dist/iphone.js";
import "@ui5/webcomponents-icons/dist/headset.js";
import "@ui5/webcomponents-icons/dist/sys-monitor.js";
import "@ui5/webcomponents-icons/dist/keyboard-and-mouse.js";
import "@ui5/webcomponents-icons/dist/camera.js";

const carousel = document.getElementById("carousel");
const output = document.getElementById("output");

carousel.addEventListener("navigate", (event) => {
  const visible = carousel.visibleItemsIndices.map((index) => index + 1).join(", ");
  output.textContent = `Page starting at item ${event.detail.selectedIndex + 1}; showing items ${visible}.`;
});

carousel.addEventListener("click", (event) => {
  const button = event.target.closest("ui5-button");
  if (button) {
    output.textContent = `${button.dataset.product} added to the cart.`;
  }
});
