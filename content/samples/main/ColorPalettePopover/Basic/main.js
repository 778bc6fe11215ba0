import "@ui5/webcomponents/dist/ColorPalettePopover.js";
import "@ui5/webcomponents/dist/ColorPaletteItem.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents-icons/dist/palette.js";
// Needed for `show-more-colors`: adds the "More Colors..." dialog.
import "@ui5/webcomponents/dist/features/ColorPaletteMoreColors.js";

const popover = document.getElementById("color-popover");
const swatch = document.getElementById("swatch");
const output = document.getElementById("output");

swatch.style.backgroundColor = popover.getAttribute("default-color");

document.getElementById("choose-color").addEventListener("click", () => {
  popover.open = true;
});

popover.addEventListener("item-click", (event) => {
  const color = event.detail.color;
  swatch.style.backgroundColor = color;
  output.textContent = `Project "Harbour Bridge" now uses ${color}.`;
});
