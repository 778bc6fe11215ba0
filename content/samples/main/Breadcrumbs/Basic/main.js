import "@ui5/webcomponents/dist/Breadcrumbs.js";
import "@ui5/webcomponents/dist/BreadcrumbsItem.js";
import "@ui5/webcomponents/dist/Title.js";

const trail = document.getElementById("trail");
const title = document.getElementById("page-title");
const output = document.getElementById("output");

trail.addEventListener("item-click", (event) => {
  // Navigate inside the app instead of following an href.
  event.preventDefault();
  const item = event.detail.item;
  const items = [...trail.querySelectorAll("ui5-breadcrumbs-item")];
  items.slice(items.indexOf(item) + 1).forEach((later) => later.remove());
  title.textContent = item.textContent;
  output.textContent = `Navigated to page "${item.dataset.page}".`;
});

document.querySelectorAll("ui5-breadcrumbs:not(#trail)").forEach((breadcrumbs) => {
  breadcrumbs.addEventListener("item-click", (event) => {
    event.preventDefault();
    output.textContent = `Clicked "${event.detail.item.textContent}" in the second trail.`;
  });
});
