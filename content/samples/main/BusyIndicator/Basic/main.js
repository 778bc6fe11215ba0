import "@ui5/webcomponents/dist/BusyIndicator.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/List.js";
import "@ui5/webcomponents/dist/StandardListItem.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents-icons/dist/refresh.js";

const busy = document.getElementById("busy");
const refresh = document.getElementById("refresh");
const tickets = document.getElementById("tickets");
const output = document.getElementById("output");
let number = 1;

refresh.addEventListener("click", () => {
  busy.active = true;
  refresh.disabled = true;
  // Simulate a request to the server.
  setTimeout(() => {
    const item = document.createElement("ui5-li");
    item.textContent = `VPN access issue #${number++}`;
    item.description = "Reported by the service desk";
    item.additionalText = "Medium";
    tickets.prepend(item);
    busy.active = false;
    refresh.disabled = false;
    output.textContent = `Last updated: ${new Date().toLocaleTimeString()}.`;
  }, 2000);
});
