import "@ui5/webcomponents/dist/Popover.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents-icons/dist/shipping-status.js";

const popover = document.getElementById("popover");
const order = document.getElementById("order");
const output = document.getElementById("output");
let tracked = false;

order.addEventListener("click", () => {
  tracked = false;
  popover.showAt(order);
});

document.getElementById("track").addEventListener("click", () => {
  tracked = true;
  popover.close();
});

document.getElementById("close").addEventListener("click", () => popover.close());

popover.addEventListener("after-open", () => {
  output.textContent = "Popover opened. Press Escape or click outside to close it.";
});

popover.addEventListener("after-close", () => {
  output.textContent = tracked ? "Opening the carrier's tracking page..." : "Popover closed.";
});
