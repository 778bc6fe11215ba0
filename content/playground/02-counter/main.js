import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/MessageStrip.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents-icons/dist/add.js";
import "@ui5/webcomponents-icons/dist/less.js";
import "@ui5/webcomponents-icons/dist/reset.js";

const MIN = 0;
const MAX = 10;
let count = 0;

const output = document.getElementById("count");
const decrement = document.getElementById("decrement");
const increment = document.getElementById("increment");
const limit = document.getElementById("limit");

// One function shows the state; every button only changes it.
function render() {
  output.textContent = String(count);
  decrement.disabled = count === MIN;
  increment.disabled = count === MAX;
  limit.hidden = count !== MAX;
}

decrement.addEventListener("click", () => {
  count -= 1;
  render();
});
increment.addEventListener("click", () => {
  count += 1;
  render();
});
document.getElementById("reset").addEventListener("click", () => {
  count = MIN;
  render();
});

render();
