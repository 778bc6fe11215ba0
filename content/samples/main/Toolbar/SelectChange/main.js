import "@ui5/webcomponents/dist/Toolbar.js";
import "@ui5/webcomponents/dist/ToolbarButton.js";
import "@ui5/webcomponents/dist/ToolbarSelect.js";
import "@ui5/webcomponents/dist/ToolbarSelectOption.js";
import "@ui5/webcomponents/dist/ToolbarSeparator.js";
import "@ui5/webcomponents-icons/dist/reset.js";

const preview = document.getElementById("preview");
const output = document.getElementById("output");
const sizes = { Small: "var(--sapFontSmallSize)", Medium: "var(--sapFontSize)", Large: "var(--sapFontHeader4Size)" };
const state = { size: "Medium", align: "Start" };

function render() {
  preview.style.fontSize = sizes[state.size];
  preview.style.textAlign = state.align.toLowerCase();
  output.textContent = `Size: ${state.size}, alignment: ${state.align}.`;
}

document.getElementById("size").addEventListener("change", (event) => {
  state.size = event.detail.selectedOption.textContent;
  render();
});

document.getElementById("align").addEventListener("change", (event) => {
  state.align = event.detail.selectedOption.textContent;
  render();
});

document.getElementById("reset").addEventListener("click", () => {
  state.size = "Medium";
  state.align = "Start";
  document.querySelectorAll("ui5-toolbar-select-option").forEach((option) => {
    option.selected = ["Medium", "Start"].includes(option.textContent);
  });
  render();
});
