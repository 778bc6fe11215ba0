import "@ui5/webcomponents-fiori/dist/ShellBar.js";
import "@ui5/webcomponents-fiori/dist/SideNavigation.js";
import "@ui5/webcomponents-fiori/dist/SideNavigationItem.js";
import "@ui5/webcomponents-fiori/dist/SideNavigationSubItem.js";
import "@ui5/webcomponents-fiori/dist/Page.js";
import "@ui5/webcomponents-fiori/dist/Bar.js";
import "@ui5/webcomponents/dist/Avatar.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/List.js";
import "@ui5/webcomponents/dist/StandardListItem.js";
import "@ui5/webcomponents-icons/dist/car-rental.js";
import "@ui5/webcomponents-icons/dist/employee.js";
import "@ui5/webcomponents-icons/dist/wrench.js";
import "@ui5/webcomponents-icons/dist/sys-help.js";
import "@ui5/webcomponents-icons/dist/add.js";

const sections = {
  vehicles: {
    title: "Vehicles",
    action: "Add vehicle",
    rows: [
      ["Electric van, B-FM 2041", "Berlin depot", "Available"],
      ["Box truck, M-FM 118", "Munich depot", "On the road"],
      ["Pickup, HH-FM 77", "Hamburg depot", "In service"],
    ],
  },
  drivers: {
    title: "Drivers",
    action: "Add driver",
    rows: [
      ["Jonas Weber", "Licence C, CE", "On shift"],
      ["Mira Novak", "Licence B, C1", "Off today"],
      ["Emre Yilmaz", "Licence C", "On shift"],
    ],
  },
  scheduled: {
    title: "Scheduled maintenance",
    action: "Plan service",
    rows: [
      ["B-FM 2041: battery check", "Tue, 9:00", "Workshop Nord"],
      ["M-FM 118: tyre change", "Thu, 14:30", "Workshop Süd"],
    ],
  },
  overdue: {
    title: "Overdue maintenance",
    action: "Plan service",
    rows: [["HH-FM 77: brake inspection", "12 days overdue", "Book now"]],
  },
  help: {
    title: "Help",
    action: "Contact support",
    rows: [
      ["Getting started with Fleet Manager", "Guide", "5 min"],
      ["Import vehicles from a spreadsheet", "Guide", "3 min"],
    ],
  },
};

const title = document.getElementById("page-title");
const action = document.getElementById("page-action");
const list = document.getElementById("page-list");

function show(key) {
  const section = sections[key];
  title.textContent = section.title;
  action.textContent = section.action;
  list.innerHTML = "";
  for (const [text, description, additional] of section.rows) {
    const item = document.createElement("ui5-li");
    item.textContent = text;
    item.description = description;
    item.additionalText = additional;
    list.appendChild(item);
  }
}

document.getElementById("side-nav").addEventListener("selection-change", (event) => {
  show(event.detail.item.dataset.section);
});

show("vehicles");
