import "@ui5/webcomponents-fiori/dist/ShellBar.js";
import "@ui5/webcomponents/dist/Input.js";
import "@ui5/webcomponents/dist/features/InputSuggestions.js";
import "@ui5/webcomponents/dist/SuggestionItem.js";
import "@ui5/webcomponents/dist/Avatar.js";

const shellbar = document.getElementById("shellbar");
const search = document.getElementById("search");
const output = document.getElementById("output");

const products = [
  "Trail running shoes",
  "Two-person dome tent",
  "Ultralight tent footprint",
  "Hiking boots, waterproof",
  "Bouldering chalk bag",
  "Insulated water bottle",
  "Down sleeping bag",
  "Trekking poles, carbon",
];

search.addEventListener("input", () => {
  const query = search.value.trim().toLowerCase();
  search.innerHTML = "";
  if (!query) {
    return;
  }
  products
    .filter((product) => product.toLowerCase().includes(query))
    .forEach((product) => {
      const item = document.createElement("ui5-suggestion-item");
      item.text = product;
      search.appendChild(item);
    });
});

search.addEventListener("change", () => {
  output.textContent = search.value
    ? `Searching the catalog for "${search.value}".`
    : "The search field is empty.";
});

shellbar.addEventListener("search-button-click", (event) => {
  output.textContent = event.detail.searchFieldVisible
    ? "search-button-click: the search field was visible and is hidden now."
    : "search-button-click: the search field opens.";
});
