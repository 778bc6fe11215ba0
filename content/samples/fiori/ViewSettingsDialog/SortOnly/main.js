import "@ui5/webcomponents-fiori/dist/ViewSettingsDialog.js";
import "@ui5/webcomponents-fiori/dist/SortItem.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/List.js";
import "@ui5/webcomponents/dist/StandardListItem.js";
import "@ui5/webcomponents-icons/dist/sort.js";

const orders = [
  { id: "SO 10482", customer: "Brightwater Cafés", date: "2025-05-19", amount: 2380.0 },
  { id: "SO 10479", customer: "Alpine Outdoor AG", date: "2025-05-16", amount: 14920.5 },
  { id: "SO 10475", customer: "Kowalski Hardware", date: "2025-05-14", amount: 860.0 },
  { id: "SO 10471", customer: "Nordhafen Logistics", date: "2025-05-09", amount: 7310.25 },
  { id: "SO 10466", customer: "Casa Lumière", date: "2025-05-05", amount: 455.9 },
];
const fields = { "Order date": "date", Customer: "customer", "Net amount": "amount" };

const list = document.getElementById("orders");
const output = document.getElementById("output");
const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

function render(sortBy, descending) {
  const key = fields[sortBy];
  const sorted = [...orders].sort((a, b) => {
    const result = typeof a[key] === "number" ? a[key] - b[key] : a[key].localeCompare(b[key]);
    return descending ? -result : result;
  });
  list.replaceChildren(...sorted.map((order) => {
    const item = document.createElement("ui5-li");
    item.textContent = order.customer;
    item.description = `${order.id} · ${dateFormat.format(new Date(order.date))}`;
    item.additionalText = `${order.amount.toLocaleString("en-US", { minimumFractionDigits: 2 })} EUR`;
    return item;
  }));
}

render("Order date", true);

const dialog = document.getElementById("sorting");
document.getElementById("open").addEventListener("click", () => dialog.show());

dialog.addEventListener("confirm", (event) => {
  const { sortBy, sortDescending, sortOrder } = event.detail;
  render(sortBy, sortDescending);
  output.textContent = `Sorted by ${sortBy.toLowerCase()}, ${sortOrder.toLowerCase()}.`;
});
