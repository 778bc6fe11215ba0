import "@ui5/webcomponents/dist/Avatar.js";
import "@ui5/webcomponents/dist/Badge.js";
import "@ui5/webcomponents/dist/Icon.js";
import "@ui5/webcomponents-icons/dist/edit.js";
import "@ui5/webcomponents-icons/dist/employee.js";
import "@ui5/webcomponents-icons/dist/building.js";
import "@ui5/webcomponents-icons/dist/product.js";
import "@ui5/webcomponents-icons/dist/person-placeholder.js";

const output = document.getElementById("output");
let clicks = 0;

document.getElementById("profile-avatar").addEventListener("click", () => {
  clicks += 1;
  output.textContent = `Avatar clicked ${clicks} time(s): this is where a "Change picture" dialog would open.`;
});
