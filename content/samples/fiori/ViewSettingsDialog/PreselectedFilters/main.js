import "@ui5/webcomponents-fiori/dist/ViewSettingsDialog.js";
import "@ui5/webcomponents-fiori/dist/FilterItem.js";
import "@ui5/webcomponents-fiori/dist/FilterItemOption.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/List.js";
import "@ui5/webcomponents/dist/StandardListItem.js";
import "@ui5/webcomponents-icons/dist/filter.js";

const tickets = [
  { id: 7731, subject: "Espresso machine leaks water", status: "Closed", priority: "High", team: "Field service" },
  { id: 7745, subject: "Badge reader at gate 3 fails", status: "Open", priority: "High", team: "Facilities" },
  { id: 7748, subject: "VPN drops every hour", status: "In progress", priority: "Medium", team: "IT helpdesk" },
  { id: 7752, subject: "Meeting room display flickers", status: "Open", priority: "Low", team: "IT helpdesk" },
  { id: 7760, subject: "Forklift battery not charging", status: "In progress", priority: "High", team: "Field service" },
  { id: 7763, subject: "Blinds stuck in room 4.12", status: "Closed", priority: "Low", team: "Facilities" },
  { id: 7771, subject: "New laptop for trainee", status: "Open", priority: "Medium", team: "IT helpdesk" },
];
const states = { Open: "Information", "In progress": "Warning", Closed: "Success" };
const fields = { Status: "status", Priority: "priority", Team: "team" };

const dialog = document.getElementById("filters");
const list = document.getElementById("tickets");

// Reads the selected options from the markup, in the shape of event.detail.filters:
// [{ Status: ["Open", "In progress"] }]
const initialFilters = [...dialog.querySelectorAll("ui5-filter-item")]
  .map((item) => ({
    [item.getAttribute("text")]: [...item.querySelectorAll("[selected]")].map((option) => option.getAttribute("text")),
  }))
  .filter((filter) => Object.values(filter)[0].length);

function render(filters) {
  const chosen = Object.assign({}, ...filters);
  const rows = tickets.filter((ticket) => Object.entries(chosen)
    .every(([name, values]) => values.includes(ticket[fields[name]])));

  list.replaceChildren(...rows.map((ticket) => {
    const item = document.createElement("ui5-li");
    item.textContent = ticket.subject;
    item.description = `#${ticket.id} · ${ticket.team} · ${ticket.priority} priority`;
    item.additionalText = ticket.status;
    item.additionalTextState = states[ticket.status];
    return item;
  }));

  document.getElementById("heading").textContent = `Support tickets (${rows.length} of ${tickets.length})`;
  document.getElementById("info").textContent = filters.length
    ? `Filtered by ${filters.map((f) => `${Object.keys(f)[0]} (${Object.values(f)[0].join(", ")})`).join(" and ")}`
    : "No filters: all tickets are shown.";
}

render(initialFilters);

document.getElementById("open").addEventListener("click", () => dialog.show());
dialog.addEventListener("confirm", (event) => render(event.detail.filters));
