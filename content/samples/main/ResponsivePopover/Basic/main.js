import "@ui5/webcomponents/dist/ResponsivePopover.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/CheckBox.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents-icons/dist/filter.js";

const popover = document.getElementById("popover");
const filter = document.getElementById("filter");
const checkboxes = [...popover.querySelectorAll("ui5-checkbox")];
const output = document.getElementById("output");
let applied = checkboxes.map((checkbox) => checkbox.hasAttribute("checked"));

filter.addEventListener("click", () => {
  // Start from the last applied filter each time the popover opens.
  checkboxes.forEach((checkbox, index) => { checkbox.checked = applied[index]; });
  popover.showAt(filter);
});

document.getElementById("apply").addEventListener("click", () => {
  applied = checkboxes.map((checkbox) => checkbox.checked);
  const chosen = checkboxes.filter((checkbox) => checkbox.checked);
  document.getElementById("count").textContent = chosen.reduce((sum, checkbox) => sum + Number(checkbox.dataset.count), 0);
  output.textContent = chosen.length
    ? `Showing: ${chosen.map((checkbox) => checkbox.text.replace(/ \(\d+\)/, "")).join(", ")}.`
    : "No category selected.";
  popover.close();
});

document.getElementById("cancel").addEventListener("click", () => popover.close());
