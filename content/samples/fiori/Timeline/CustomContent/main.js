import "@ui5/webcomponents-fiori/dist/Timeline.js";
import "@ui5/webcomponents-fiori/dist/TimelineItem.js";
import "@ui5/webcomponents/dist/Badge.js";
import "@ui5/webcomponents/dist/Link.js";
import "@ui5/webcomponents/dist/Avatar.js";
import "@ui5/webcomponents/dist/RatingIndicator.js";
import "@ui5/webcomponents-icons/dist/request.js";
import "@ui5/webcomponents-icons/dist/attachment.js";
import "@ui5/webcomponents-icons/dist/employee.js";
import "@ui5/webcomponents-icons/dist/wrench.js";
import "@ui5/webcomponents-icons/dist/sys-enter-2.js";

document.getElementById("photo").addEventListener("click", () => {
  document.getElementById("output").textContent = "Opening leak-building-b.jpg...";
});
