import "@ui5/webcomponents/dist/Table.js";
import "@ui5/webcomponents/dist/TableColumn.js";
import "@ui5/webcomponents/dist/TableRow.js";
import "@ui5/webcomponents/dist/TableCell.js";
import "@ui5/webcomponents/dist/Badge.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/Slider.js";

const frame = document.getElementById("frame");
const widthValue = document.getElementById("width-value");
const table = document.getElementById("flights");
const output = document.getElementById("output");

document.getElementById("width").addEventListener("input", (event) => {
  frame.style.width = `${event.target.value}%`;
  widthValue.textContent = `${event.target.value}%`;
});

table.addEventListener("popin-change", (event) => {
  // poppedColumns has an entry at the index of each column that no longer fits.
  const popped = event.detail.poppedColumns.filter(Boolean);
  const width = Math.round(table.getBoundingClientRect().width);
  if (!popped.length) {
    output.textContent = `${width}px: all columns are shown.`;
    return;
  }
  const describe = (column) => {
    const name = table.querySelectorAll("ui5-table-column")[column.index].textContent;
    return column.demandPopin ? `${name} (pop-in)` : `${name} (hidden)`;
  };
  output.textContent = `${width}px: ${popped.map(describe).join(", ")}.`;
});
