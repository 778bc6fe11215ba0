import "@ui5/webcomponents-fiori/dist/FlexibleColumnLayout.js";
import "@ui5/webcomponents-fiori/dist/Bar.js";
import "@ui5/webcomponents/dist/List.js";
import "@ui5/webcomponents/dist/StandardListItem.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents-icons/dist/product.js";
import "@ui5/webcomponents-icons/dist/decline.js";

const details = {
  "Ergonomic office chair": ["Mesh back, adjustable lumbar support and 4D armrests.", 36],
  "Electric standing desk": ["Two motors, 160 x 80 cm top, three memory positions.", 12],
  "Dual monitor arm": ["Holds two screens up to 32 inches, with cable management.", 58],
  "LED desk lamp": ["Dimmable, adjustable colour temperature, USB-C charging port.", 0],
};

const fcl = document.getElementById("fcl");
const products = document.getElementById("products");

products.addEventListener("selection-change", (event) => {
  const item = event.detail.selectedItems[0];
  const [text, stock] = details[item.textContent];
  document.getElementById("detail-title").textContent = item.textContent;
  document.getElementById("detail-text").textContent = text;
  document.getElementById("detail-price").textContent = item.additionalText;
  document.getElementById("detail-stock").textContent = stock ? `${stock} pieces` : "Sold out";
  fcl.layout = "TwoColumnsMidExpanded";
});

document.getElementById("close").addEventListener("click", () => {
  fcl.layout = "OneColumn";
  products.querySelectorAll("ui5-li").forEach((item) => {
    item.selected = false;
  });
});
