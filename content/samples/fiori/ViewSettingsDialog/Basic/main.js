import "@ui5/webcomponents-fiori/dist/ViewSettingsDialog.js";
import "@ui5/webcomponents-fiori/dist/SortItem.js";
import "@ui5/webcomponents-fiori/dist/FilterItem.js";
import "@ui5/webcomponents-fiori/dist/FilterItemOption.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/List.js";
import "@ui5/webcomponents/dist/StandardListItem.js";
import "@ui5/webcomponents-icons/dist/action-settings.js";
import "@ui5/webcomponents-icons/dist/laptop.js";
import "@ui5/webcomponents-icons/dist/sys-monitor.js";
import "@ui5/webcomponents-icons/dist/keyboard-and-mouse.js";

const products = [
  { name: "Aero 14 laptop", category: "Laptops", price: 1199, stock: 6 },
  { name: "Aero 16 Pro laptop", category: "Laptops", price: 1749, stock: 2 },
  { name: "Atlas 13 laptop", category: "Laptops", price: 899, stock: 0 },
  { name: "Vista 27 QHD monitor", category: "Monitors", price: 349, stock: 14 },
  { name: "Vista 32 4K monitor", category: "Monitors", price: 529, stock: 0 },
  { name: "Quiet Keys keyboard", category: "Accessories", price: 79, stock: 58 },
  { name: "Glide wireless mouse", category: "Accessories", price: 39, stock: 0 },
  { name: "Dock One USB-C hub", category: "Accessories", price: 129, stock: 21 },
];
const icons = { Laptops: "laptop", Monitors: "sys-monitor", Accessories: "keyboard-and-mouse" };
const sortKeys = { Name: "name", Price: "price", Stock: "stock" };

const list = document.getElementById("products");
const dialog = document.getElementById("settings");
const output = document.getElementById("output");

function render({ sortBy = "Name", sortDescending = false, filters = [] } = {}) {
  // filters looks like [{ Category: ["Laptops"] }, { Availability: ["In stock"] }]
  const chosen = Object.assign({}, ...filters);
  const key = sortKeys[sortBy];
  const rows = products
    .filter((p) => !chosen.Category || chosen.Category.includes(p.category))
    .filter((p) => !chosen.Availability || chosen.Availability.includes(p.stock > 0 ? "In stock" : "Out of stock"))
    .sort((a, b) => (typeof a[key] === "string" ? a[key].localeCompare(b[key]) : a[key] - b[key]) * (sortDescending ? -1 : 1));

  list.replaceChildren(...rows.map((p) => {
    const item = document.createElement("ui5-li");
    item.icon = icons[p.category];
    item.description = `${p.category} · ${p.stock ? `${p.stock} in stock` : "out of stock"}`;
    item.additionalText = `${p.price.toLocaleString("en-US", { minimumFractionDigits: 2 })} EUR`;
    item.additionalTextState = p.stock ? "None" : "Warning";
    item.textContent = p.name;
    return item;
  }));
  document.getElementById("heading").textContent = `Office equipment (${rows.length})`;
}

render();

document.getElementById("open").addEventListener("click", () => dialog.show());

dialog.addEventListener("confirm", (event) => {
  const { sortBy, sortDescending, filters } = event.detail;
  render(event.detail);
  const filterText = filters.length
    ? filters.map((f) => `${Object.keys(f)[0]}: ${Object.values(f)[0].join(", ")}`).join("; ")
    : "none";
  output.textContent = `confirm: sorted by ${sortBy}, ${sortDescending ? "descending" : "ascending"}. Filters: ${filterText}.`;
});

dialog.addEventListener("cancel", () => {
  output.textContent = "cancel: the previous settings stay in place.";
});
