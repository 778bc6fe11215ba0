import "@ui5/webcomponents/dist/Table.js";
import "@ui5/webcomponents/dist/TableColumn.js";
import "@ui5/webcomponents/dist/TableRow.js";
import "@ui5/webcomponents/dist/TableCell.js";

const employees = [
  ["Amira Haddad", "Finance", "London", "2041"],
  ["Bruno Ferreira", "Sales", "Lisbon", "3310"],
  ["Chloé Martin", "Marketing", "Paris", "2785"],
  ["David Kowalski", "Engineering", "Warsaw", "4102"],
  ["Elena Rossi", "Legal", "Milan", "2230"],
  ["Farid Karimi", "Engineering", "Berlin", "4177"],
  ["Grace O'Neill", "Human Resources", "Dublin", "1906"],
  ["Hiroshi Sato", "Support", "Tokyo", "5520"],
  ["Ingrid Larsen", "Procurement", "Oslo", "3048"],
  ["Jonas Weber", "Engineering", "Berlin", "4190"],
  ["Kavya Nair", "Data Science", "Bangalore", "6012"],
  ["Liam Walsh", "Sales", "Dublin", "3321"],
  ["Marta Nowak", "Finance", "Warsaw", "2066"],
  ["Noah Fischer", "Support", "Vienna", "5534"],
  ["Olivia Brown", "Marketing", "London", "2791"],
  ["Pablo Ortega", "Sales", "Madrid", "3355"],
];

const table = document.getElementById("directory");

employees.forEach((values) => {
  const row = document.createElement("ui5-table-row");
  values.forEach((value) => {
    const cell = document.createElement("ui5-table-cell");
    cell.textContent = value;
    row.append(cell);
  });
  table.append(row);
});
