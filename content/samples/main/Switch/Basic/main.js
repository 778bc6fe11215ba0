import "@ui5/webcomponents/dist/Switch.js";
import "@ui5/webcomponents/dist/Label.js";

const output = document.getElementById("output");

document.querySelectorAll("ui5-switch").forEach((toggle) => {
  toggle.addEventListener("change", () => {
    const label = document.getElementById(toggle.accessibleNameRef).textContent;
    output.textContent = `${label}: ${toggle.checked ? "on" : "off"}.`;
  });
});
