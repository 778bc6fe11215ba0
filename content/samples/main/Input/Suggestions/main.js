import "@ui5/webcomponents/dist/Input.js";
import "@ui5/webcomponents/dist/Icon.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/SuggestionItem.js";
import "@ui5/webcomponents/dist/features/InputSuggestions.js";
import "@ui5/webcomponents-icons/dist/search.js";
import "@ui5/webcomponents-icons/dist/laptop.js";
import "@ui5/webcomponents-icons/dist/iphone.js";
import "@ui5/webcomponents-icons/dist/ipad.js";
import "@ui5/webcomponents-icons/dist/headset.js";
import "@ui5/webcomponents-icons/dist/sys-monitor.js";

const products = [
  { name: "Aurora 14 Laptop", details: "14-inch, 16 GB RAM · €1,199", icon: "laptop", stock: 12 },
  { name: "Aurora 16 Pro Laptop", details: "16-inch, 32 GB RAM · €1,849", icon: "laptop", stock: 2 },
  { name: "Nimbus X Phone", details: "6.1-inch, 128 GB · €699", icon: "iphone", stock: 40 },
  { name: "Nimbus X Max Phone", details: "6.7-inch, 256 GB · €949", icon: "iphone", stock: 0 },
  { name: "Slate 11 Tablet", details: "11-inch, Wi-Fi, stylus support · €429", icon: "ipad", stock: 8 },
  { name: "Echo Studio Headset", details: "Wireless, noise cancelling · €249", icon: "headset", stock: 4 },
  { name: "Echo Go Earbuds", details: "Wireless, 30 h battery · €129", icon: "headset", stock: 25 },
  { name: "Vista 27 Monitor", details: "27-inch, 4K, USB-C · €389", icon: "sys-monitor", stock: 15 },
  { name: "Vista 34 Curved Monitor", details: "34-inch, ultra-wide · €579", icon: "sys-monitor", stock: 0 },
];

const input = document.getElementById("search");
const output = document.getElementById("output");

function stockInfo(stock) {
  if (stock === 0) {
    return { text: "Sold out", state: "Error" };
  }
  if (stock < 5) {
    return { text: `Only ${stock} left`, state: "Warning" };
  }
  return { text: "In stock", state: "Success" };
}

input.addEventListener("input", () => {
  const query = input.value.trim().toLowerCase();
  const matches = query
    ? products.filter((p) => `${p.name} ${p.details}`.toLowerCase().includes(query))
    : [];
  input.querySelectorAll("ui5-suggestion-item").forEach((item) => item.remove());
  matches.forEach((product) => {
    const stock = stockInfo(product.stock);
    const item = document.createElement("ui5-suggestion-item");
    item.text = product.name;
    item.description = product.details;
    item.icon = product.icon;
    item.additionalText = stock.text;
    item.additionalTextState = stock.state;
    input.appendChild(item);
  });
});

input.addEventListener("suggestion-item-select", (event) => {
  const product = products.find((p) => p.name === event.detail.item.text);
  output.textContent = `${product.name}: ${stockInfo(product.stock).text.toLowerCase()}.`;
});
