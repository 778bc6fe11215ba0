import "@ui5/webcomponents/dist/Tree.js";
import "@ui5/webcomponents/dist/TreeItem.js";
import "@ui5/webcomponents/dist/BusyIndicator.js";
import "@ui5/webcomponents-icons/dist/world.js";
import "@ui5/webcomponents-icons/dist/map.js";
import "@ui5/webcomponents-icons/dist/factory.js";

// What a server would answer for each node: countries with cities, cities with warehouses.
const children = {
  "Europe": ["Germany", "Netherlands", "Spain"],
  "North America": ["Canada", "United States"],
  "Asia": ["Japan", "Singapore"],
  "Germany": ["Hamburg", "Leipzig"],
  "Netherlands": ["Rotterdam"],
  "Spain": ["Valencia", "Zaragoza"],
  "Canada": ["Toronto"],
  "United States": ["Chicago", "Dallas", "Savannah"],
  "Japan": ["Osaka"],
  "Singapore": ["Jurong"],
};
const cityWarehouses = { "Hamburg": 3, "Leipzig": 1, "Rotterdam": 4, "Valencia": 2, "Zaragoza": 1, "Toronto": 2, "Chicago": 3, "Dallas": 2, "Savannah": 1, "Osaka": 2, "Jurong": 3 };

const tree = document.getElementById("locations");
const busy = document.getElementById("busy");
const output = document.getElementById("output");

tree.addEventListener("item-toggle", (event) => {
  const item = event.detail.item;
  const loaded = item.querySelector("ui5-tree-item");
  if (loaded || !item.hasChildren) {
    return; // Children are already there: let the tree expand or collapse the item.
  }

  event.preventDefault();
  busy.active = true;
  output.textContent = `Loading the locations in ${item.text}…`;

  setTimeout(() => {
    children[item.text].forEach((name) => {
      const child = document.createElement("ui5-tree-item");
      child.text = name;
      if (children[name]) {
        child.icon = "map";
        child.hasChildren = true;
      } else {
        const count = cityWarehouses[name];
        child.icon = "factory";
        child.additionalText = `${count} warehouse${count > 1 ? "s" : ""}`;
      }
      item.append(child);
    });
    item.toggle();
    busy.active = false;
    output.textContent = `Loaded ${children[item.text].length} items into ${item.text}.`;
  }, 800);
});
