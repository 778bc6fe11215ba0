import "@ui5/webcomponents/dist/Badge.js";
import "@ui5/webcomponents/dist/Icon.js";
import "@ui5/webcomponents-icons/dist/shipping-status.js";
import "@ui5/webcomponents-icons/dist/lightbulb.js";

const badge = document.getElementById("unread");
const output = document.getElementById("output");
let unread = 3;

badge.addEventListener("click", () => {
  if (unread === 0) {
    output.textContent = "No unread notes left.";
    return;
  }
  unread -= 1;
  badge.textContent = `${unread} unread note${unread === 1 ? "" : "s"}`;
  if (unread === 0) {
    badge.design = "Positive";
  }
  output.textContent = "One note marked as read.";
});
