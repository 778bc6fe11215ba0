import "@ui5/webcomponents-fiori/dist/IllustratedMessage.js";
import "@ui5/webcomponents-fiori/dist/illustrations/SimpleCalendar.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents/dist/Link.js";

document.getElementById("schedule").addEventListener("click", () => {
  document.getElementById("output").textContent = "The room booking opens.";
});
