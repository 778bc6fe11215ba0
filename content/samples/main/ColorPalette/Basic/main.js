import "@ui5/webcomponents/dist/ColorPalette.js";
import "@ui5/webcomponents/dist/ColorPaletteItem.js";

const swatch = document.getElementById("swatch");
const output = document.getElementById("output");

swatch.style.backgroundColor = "#e76500";

document.getElementById("palette").addEventListener("item-click", (event) => {
  const color = event.detail.color;
  swatch.style.backgroundColor = color;
  output.textContent = `Marketing events are shown in ${color}.`;
});
