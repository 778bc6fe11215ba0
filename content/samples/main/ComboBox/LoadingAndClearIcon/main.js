import "@ui5/webcomponents/dist/ComboBox.js";
import "@ui5/webcomponents/dist/ComboBoxItem.js";
import "@ui5/webcomponents/dist/Label.js";

const customer = document.getElementById("customer");
const output = document.getElementById("output");

// Stands in for a request to a back end.
function fetchCustomers() {
  const customers = [
    { name: "Alpine Outfitters AG", city: "Innsbruck" },
    { name: "Brightside Bakery", city: "Bristol" },
    { name: "Copperleaf Studios", city: "Lisbon" },
    { name: "Harbor View Hotels", city: "Gdańsk" },
    { name: "Northwind Traders", city: "Seattle" },
    { name: "Silverline Cycles", city: "Utrecht" },
    { name: "Tidewater Fisheries", city: "Bergen" },
  ];
  return new Promise((resolve) => setTimeout(() => resolve(customers), 2500));
}

let requested = false;
customer.addEventListener("focusin", async () => {
  if (requested) {
    return;
  }
  requested = true;
  customer.loading = true;
  output.textContent = "Loading customers…";

  const customers = await fetchCustomers();
  customers.forEach(({ name, city }) => {
    const item = document.createElement("ui5-cb-item");
    item.text = name;
    item.additionalText = city;
    customer.append(item);
  });
  customer.loading = false;
  output.textContent = `${customers.length} customers loaded.`;
});

customer.addEventListener("change", () => {
  output.textContent = customer.value ? `Customer: ${customer.value}` : "The field was cleared.";
});
