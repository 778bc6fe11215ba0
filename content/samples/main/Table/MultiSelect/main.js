import "@ui5/webcomponents/dist/Table.js";
import "@ui5/webcomponents/dist/TableColumn.js";
import "@ui5/webcomponents/dist/TableRow.js";
import "@ui5/webcomponents/dist/TableCell.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents-icons/dist/email.js";

const table = document.getElementById("invoices");
const remind = document.getElementById("remind");
const output = document.getElementById("output");
const euro = new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR" });

table.addEventListener("selection-change", (event) => {
  const rows = event.detail.selectedRows;
  const total = rows.reduce((sum, row) => sum + Number(row.dataset.amount), 0);
  remind.disabled = rows.length === 0;
  output.textContent = rows.length
    ? `${rows.length} selected, ${euro.format(total)} in total.`
    : "No invoices selected.";
});

remind.addEventListener("click", () => {
  const customers = [...table.querySelectorAll("ui5-table-row")]
    .filter((row) => row.selected)
    .map((row) => row.querySelectorAll("ui5-table-cell")[1].textContent);
  output.textContent = `Reminders sent to ${customers.join(", ")}.`;
});
