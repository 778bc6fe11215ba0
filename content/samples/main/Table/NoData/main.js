import "@ui5/webcomponents/dist/Table.js";
import "@ui5/webcomponents/dist/TableColumn.js";
import "@ui5/webcomponents/dist/TableRow.js";
import "@ui5/webcomponents/dist/TableCell.js";
import "@ui5/webcomponents/dist/Input.js";
import "@ui5/webcomponents/dist/Icon.js";
import "@ui5/webcomponents-icons/dist/search.js";

const tasks = [
  ["Approve supplier invoice 8812", "Amira Haddad", "Today"],
  ["Renew office lease in Dublin", "Grace O'Neill", "Fri, 15 Nov"],
  ["Prepare Q4 sales forecast", "Bruno Ferreira", "Mon, 18 Nov"],
  ["Review onboarding checklist", "Jonas Weber", "Wed, 20 Nov"],
];

const table = document.getElementById("tasks");

function render(query) {
  table.querySelectorAll("ui5-table-row").forEach((row) => row.remove());
  const matches = tasks.filter((task) => task.join(" ").toLowerCase().includes(query.toLowerCase()));
  matches.forEach((values) => {
    const row = document.createElement("ui5-table-row");
    values.forEach((value) => {
      const cell = document.createElement("ui5-table-cell");
      cell.textContent = value;
      row.append(cell);
    });
    table.append(row);
  });
  table.noDataText = `No tasks match "${query}". Try another word or clear the search.`;
}

render("");

document.getElementById("search").addEventListener("input", (event) => {
  render(event.target.value.trim());
});
