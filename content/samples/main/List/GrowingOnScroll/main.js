import "@ui5/webcomponents/dist/List.js";
import "@ui5/webcomponents/dist/StandardListItem.js";
import "@ui5/webcomponents-icons/dist/locate-me.js";

const list = document.getElementById("stations");
const output = document.getElementById("output");

// The stations a server would return page by page: [name, address, chargers].
const moreStations = [
  ["Riverside Mall", "Quay Side 5", 10], ["Sports Centre West", "Park Road 21", 4],
  ["University Campus", "College Walk 2", 6], ["Hospital Visitors", "Elm Street 60", 3],
  ["Cinema Plaza", "Bridge Lane 9", 4], ["Tech Park North", "Innovation Way 1", 16],
  ["Garden Centre", "Meadow Drive 14", 2], ["Ferry Terminal", "Pier Road 3", 6],
  ["Lakeside Hotel", "Lake View 11", 2], ["Castle Museum", "Castle Hill 4", 2],
  ["Forest Trailhead", "Forest Way 70", 4], ["Ice Rink Arena", "Frost Street 8", 6],
  ["Furniture Outlet", "Ring Road 150", 8], ["Zoo Main Entrance", "Safari Lane 1", 6],
  ["Wind Farm Visitor Centre", "Ridge Road 2", 4], ["Harbour Ferry Depot", "Dock Street 30", 10],
  ["Golf Club", "Fairway 18", 2], ["Service Area Eastbound", "Motorway A7, km 112", 20],
];
const MAX = 24;
let distance = 2.1;

list.addEventListener("load-more", () => {
  if (list.busy) {
    return;
  }
  list.busy = true;
  // Simulate a request, then append the next page of six stations.
  setTimeout(() => {
    moreStations.splice(0, 6).forEach(([name, address, chargers]) => {
      distance += 0.6;
      const item = document.createElement("ui5-li");
      item.icon = "locate-me";
      item.description = `${address} · ${chargers} chargers`;
      item.additionalText = `${distance.toFixed(1)} km`;
      item.textContent = name;
      list.append(item);
    });
    list.busy = false;
    const count = list.children.length;
    if (count >= MAX) {
      list.growing = "None";
      output.textContent = `All ${count} stations within 15 km are loaded.`;
    } else {
      output.textContent = `${count} stations loaded. Scroll the list to load more.`;
    }
  }, 700);
});
