import "@ui5/webcomponents/dist/Table.js";
import "@ui5/webcomponents/dist/TableColumn.js";
import "@ui5/webcomponents/dist/TableRow.js";
import "@ui5/webcomponents/dist/TableCell.js";
import "@ui5/webcomponents/dist/TableGroupRow.js";

const output = document.getElementById("output");

document.getElementById("products").addEventListener("row-click", (event) => {
  const cells = event.detail.row.querySelectorAll("ui5-table-cell");
  output.textContent = `row-click: ${cells[0].textContent}, ${cells[3].textContent}.`;
});
