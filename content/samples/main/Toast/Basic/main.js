import "@ui5/webcomponents/dist/Toast.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/Select.js";
import "@ui5/webcomponents/dist/Option.js";
import "@ui5/webcomponents/dist/StepInput.js";
import "@ui5/webcomponents-icons/dist/save.js";

const toast = document.getElementById("toast");
const placement = document.getElementById("placement");
const duration = document.getElementById("duration");
let saves = 0;

document.getElementById("save").addEventListener("click", () => {
  saves += 1;
  toast.placement = placement.selectedOption.textContent;
  toast.duration = duration.value;
  toast.textContent = `Draft saved (${saves}).`;
  toast.show();
});
