import "@ui5/webcomponents/dist/List.js";
import "@ui5/webcomponents/dist/StandardListItem.js";
import "@ui5/webcomponents-icons/dist/sales-order.js";

const list = document.getElementById("orders");
const output = document.getElementById("output");
const TOTAL = 12;

// The orders a server would return page by page.
const moreOrders = [
  ["10447", "Riverside Dental", "€2,075.00"],
  ["10446", "Blue Fern Florists", "€318.40"],
  ["10445", "Kestrel Engineering", "€12,480.00"],
  ["10444", "Casa Verde Restaurant", "€957.25"],
  ["10443", "Polar Peak Outfitters", "€4,210.90"],
  ["10442", "Sunrise Pharmacy", "€1,689.00"],
  ["10441", "Tidewater Books", "€233.70"],
  ["10440", "Orbit Coworking", "€5,600.00"],
];

list.addEventListener("load-more", () => {
  list.busy = true;
  // Simulate a short request, then append the next page of four orders.
  setTimeout(() => {
    moreOrders.splice(0, 4).forEach(([number, customer, amount]) => {
      const item = document.createElement("ui5-li");
      item.icon = "sales-order";
      item.description = customer;
      item.additionalText = amount;
      item.textContent = `Order ${number}`;
      list.append(item);
    });
    list.busy = false;
    const shown = list.children.length;
    if (shown >= TOTAL) {
      list.growing = "None";
    }
    output.textContent = `${shown} of ${TOTAL} orders shown.`;
  }, 600);
});
