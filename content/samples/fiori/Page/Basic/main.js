import "@ui5/webcomponents-fiori/dist/Page.js";
import "@ui5/webcomponents-fiori/dist/Bar.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents-icons/dist/nav-back.js";

const output = document.getElementById("output");

document.getElementById("apply").addEventListener("click", () => {
  output.textContent = "The application form opens.";
});

document.getElementById("save").addEventListener("click", () => {
  output.textContent = "Saved to your list of job openings.";
});
