import "@ui5/webcomponents-fiori/dist/Timeline.js";
import "@ui5/webcomponents-fiori/dist/TimelineItem.js";
import "@ui5/webcomponents-icons/dist/create.js";
import "@ui5/webcomponents-icons/dist/approvals.js";
import "@ui5/webcomponents-icons/dist/email.js";
import "@ui5/webcomponents-icons/dist/discussion-2.js";
import "@ui5/webcomponents-icons/dist/shipping-status.js";

const output = document.getElementById("output");

document.getElementById("timeline").addEventListener("name-click", (event) => {
  const item = event.target;
  output.textContent = `name-click: show the contact card of ${item.name}.`;
});
