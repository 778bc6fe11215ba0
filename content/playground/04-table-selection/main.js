import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/Table.js";
import "@ui5/webcomponents/dist/TableCell.js";
import "@ui5/webcomponents/dist/TableColumn.js";
import "@ui5/webcomponents/dist/TableRow.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents-icons/dist/delete.js";

const products = [
  { id: "HT-1000", name: "Notebook Basic 15", supplier: "Very Best Screens", stock: 12, price: 956 },
  { id: "HT-1001", name: "Notebook Basic 17", supplier: "Very Best Screens", stock: 4, price: 1249 },
  { id: "HT-1002", name: "Ergo Screen E-I", supplier: "Red Point Stores", stock: 31, price: 230 },
  { id: "HT-1003", name: "Wireless Mouse", supplier: "Technocom", stock: 0, price: 29 },
  { id: "HT-1004", name: "Laser Printer", supplier: "Printer for All", stock: 7, price: 488 },
];

const table = document.getElementById("products");
const count = document.getElementById("selection-count");
const remove = document.getElementById("remove");
const price = new Intl.NumberFormat("en-US", { style: "currency", currency: "EUR" });

function cell(text, className) {
  const element = document.createElement("ui5-table-cell");
  element.textContent = text;
  if (className) element.className = className;
  return element;
}

function render() {
  table.querySelectorAll("ui5-table-row").forEach((row) => row.remove());
  for (const product of products) {
    const row = document.createElement("ui5-table-row");
    row.dataset.id = product.id;
    row.append(
      cell(product.name),
      cell(product.supplier),
      cell(String(product.stock), "number"),
      cell(price.format(product.price), "number"),
    );
    table.append(row);
  }
  showSelection([]);
}

function showSelection(rows) {
  count.textContent = rows.length === 0 ? "No products selected" : `${rows.length} of ${products.length} selected`;
  remove.disabled = rows.length === 0;
}

// The event tells which rows are selected now.
table.addEventListener("selection-change", (event) => {
  showSelection(event.detail.selectedRows);
});

remove.addEventListener("click", () => {
  const selected = new Set(table.selectedRows.map((row) => row.dataset.id));
  console.log("Removing", [...selected]);
  products.splice(0, products.length, ...products.filter((product) => !selected.has(product.id)));
  render();
});

render();
