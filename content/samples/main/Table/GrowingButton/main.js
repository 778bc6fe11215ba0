import "@ui5/webcomponents/dist/Table.js";
import "@ui5/webcomponents/dist/TableColumn.js";
import "@ui5/webcomponents/dist/TableRow.js";
import "@ui5/webcomponents/dist/TableCell.js";

// The rows a server would return page by page: [title, author, genre, copies].
const books = [
  ["The Salt Road", "Imogen Hale", "Historical fiction", "48,210"],
  ["Quiet Engines", "Tomasz Wrona", "Science fiction", "41,980"],
  ["A Kitchen in Lyon", "Margaux Petit", "Cookery", "39,455"],
  ["Night Ferry to Tallinn", "Erik Saar", "Thriller", "37,120"],
  ["Small Gardens, Big Harvests", "Ruth Adeyemi", "Gardening", "33,870"],
  ["The Cartographer's Daughter", "Lina Barros", "Historical fiction", "31,604"],
  ["Counting Clouds", "Aiko Mori", "Poetry", "29,330"],
  ["Running the Ridge", "Callum Reid", "Sport", "27,915"],
  ["Glass Harbour", "Nadia Petrova", "Crime", "25,402"],
  ["The Patient Investor", "Samuel Osei", "Business", "24,188"],
  ["Wolves of the Northern Forest", "Freya Lind", "Nature", "22,760"],
  ["Learning to Sail at Fifty", "Hugo Lambert", "Memoir", "21,045"],
];
const PAGE = 4;

const table = document.getElementById("books");
const output = document.getElementById("output");

function appendRows(count) {
  const start = table.querySelectorAll("ui5-table-row").length;
  books.slice(start, start + count).forEach((values) => {
    const row = document.createElement("ui5-table-row");
    values.forEach((value) => {
      const cell = document.createElement("ui5-table-cell");
      cell.textContent = value;
      row.append(cell);
    });
    table.append(row);
  });
  const shown = start + Math.min(count, books.length - start);
  table.growingButtonSubtext = `[${shown} of ${books.length}]`;
  if (shown === books.length) {
    table.growing = "None";
  }
  output.textContent = `${shown} of ${books.length} books shown.`;
}

appendRows(PAGE);

table.addEventListener("load-more", () => {
  table.busy = true;
  // Simulate a request for the next page.
  setTimeout(() => {
    appendRows(PAGE);
    table.busy = false;
  }, 600);
});
