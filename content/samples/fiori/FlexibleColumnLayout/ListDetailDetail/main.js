import "@ui5/webcomponents-fiori/dist/FlexibleColumnLayout.js";
import "@ui5/webcomponents-fiori/dist/Bar.js";
import "@ui5/webcomponents/dist/List.js";
import "@ui5/webcomponents/dist/StandardListItem.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents-icons/dist/decline.js";
import "@ui5/webcomponents-icons/dist/full-screen.js";
import "@ui5/webcomponents-icons/dist/exit-full-screen.js";

const orderItems = {
  "SO-4711": [
    ["Espresso beans, 1 kg", 12, "EUR 18.50", "Porto"],
    ["Oat milk, 1 l", 24, "EUR 2.10", "Porto"],
    ["Paper cups, 500 pcs", 4, "EUR 31.00", "Madrid"],
  ],
  "SO-4712": [
    ["Rye flour, 25 kg", 6, "EUR 22.90", "Linz"],
    ["Baking paper rolls", 10, "EUR 4.80", "Linz"],
  ],
  "SO-4713": [
    ["Bed linen set", 40, "EUR 35.00", "Oslo"],
    ["Bath towels", 80, "EUR 9.90", "Oslo"],
    ["Room slippers", 60, "EUR 2.50", "Hamburg"],
  ],
};

const fcl = document.getElementById("fcl");
const orders = document.getElementById("orders");
const lines = document.getElementById("lines");
const fullScreen = document.getElementById("full-screen");
const layoutInfo = document.getElementById("layout");
const output = document.getElementById("output");

// Marks the item whose details are open in the next column.
function markNavigated(list, chosen) {
  list.querySelectorAll("ui5-li").forEach((item) => {
    item.navigated = item === chosen;
  });
}

function setLayout(layout) {
  fcl.layout = layout;
  layoutInfo.textContent = `layout: ${layout}`;
  const isFull = layout === "EndColumnFullScreen";
  fullScreen.icon = isFull ? "exit-full-screen" : "full-screen";
  fullScreen.tooltip = isFull ? "Exit full screen" : "Full screen";
}

orders.addEventListener("item-click", (event) => {
  const order = event.detail.item.dataset.order;
  markNavigated(orders, event.detail.item);
  document.getElementById("order-title").textContent = `${order}, ${event.detail.item.description}`;
  lines.innerHTML = "";
  for (const [product, quantity, price, warehouse] of orderItems[order]) {
    const item = document.createElement("ui5-li");
    item.type = "Navigation";
    item.textContent = product;
    item.additionalText = `${quantity} x ${price}`;
    Object.assign(item.dataset, { quantity, price, warehouse });
    lines.appendChild(item);
  }
  setLayout("TwoColumnsMidExpanded");
});

lines.addEventListener("item-click", (event) => {
  const { quantity, price, warehouse } = event.detail.item.dataset;
  markNavigated(lines, event.detail.item);
  document.getElementById("line-title").textContent = event.detail.item.textContent;
  document.getElementById("line-quantity").textContent = quantity;
  document.getElementById("line-price").textContent = price;
  document.getElementById("line-warehouse").textContent = warehouse;
  setLayout("ThreeColumnsMidExpanded");
});

fullScreen.addEventListener("click", () => {
  setLayout(fcl.layout === "EndColumnFullScreen" ? "ThreeColumnsMidExpanded" : "EndColumnFullScreen");
});

document.getElementById("close-line").addEventListener("click", () => {
  markNavigated(lines, null);
  setLayout("TwoColumnsMidExpanded");
});

document.getElementById("close-order").addEventListener("click", () => {
  markNavigated(orders, null);
  setLayout("OneColumn");
});

fcl.addEventListener("layout-change", (event) => {
  const { layout, startColumnVisible, midColumnVisible, endColumnVisible, arrowsUsed, resize } = event.detail;
  setLayout(layout);
  const visible = [["start", startColumnVisible], ["mid", midColumnVisible], ["end", endColumnVisible]]
    .filter(([, shown]) => shown)
    .map(([name]) => name)
    .join(", ");
  output.textContent = `layout-change (${arrowsUsed ? "arrow" : resize ? "resize" : "other"}): ${layout}, visible columns: ${visible}.`;
});
