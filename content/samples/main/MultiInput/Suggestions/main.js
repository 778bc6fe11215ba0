import "@ui5/webcomponents/dist/MultiInput.js";
import "@ui5/webcomponents/dist/Token.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/SuggestionItem.js";
import "@ui5/webcomponents/dist/features/InputSuggestions.js";

const directory = [
  { name: "Priya Raman", team: "Product management" },
  { name: "Jonas Berg", team: "Engineering" },
  { name: "Amara Okafor", team: "Design" },
  { name: "Chen Wei", team: "Engineering" },
  { name: "Lea Novak", team: "Finance" },
  { name: "Mateo Álvarez", team: "Sales" },
  { name: "Hannah Schneider", team: "Design" },
  { name: "Tomás Ferreira", team: "Customer support" },
  { name: "Ananya Iyer", team: "Engineering" },
  { name: "Oliver Bergström", team: "Sales" },
];

const invitees = document.getElementById("invitees");
const message = document.getElementById("message");
const output = document.getElementById("output");

const invitedNames = () => [...invitees.querySelectorAll("ui5-token")].map((token) => token.text);

function showSummary(prefix) {
  const count = invitedNames().length;
  output.textContent = `${prefix} ${count} ${count === 1 ? "person" : "people"} invited.`;
}

function addToken(name) {
  if (invitedNames().includes(name)) {
    return;
  }
  const token = document.createElement("ui5-token");
  token.slot = "tokens";
  token.text = name;
  invitees.appendChild(token);
  showSummary(`Invited ${name}.`);
}

invitees.addEventListener("input", () => {
  invitees.valueState = "None";
  const query = invitees.value.trim().toLowerCase();
  invitees.querySelectorAll("ui5-suggestion-item").forEach((item) => item.remove());
  if (!query) {
    return;
  }
  directory
    .filter((p) => !invitedNames().includes(p.name))
    .filter((p) => `${p.name} ${p.team}`.toLowerCase().includes(query))
    .forEach((person) => {
      const item = document.createElement("ui5-suggestion-item");
      item.text = person.name;
      item.description = person.team;
      invitees.appendChild(item);
    });
});

invitees.addEventListener("suggestion-item-select", (event) => {
  addToken(event.detail.item.text);
  invitees.value = "";
});

// `change` also fires for text that was typed and confirmed with Enter.
invitees.addEventListener("change", () => {
  const text = invitees.value.trim();
  if (!text) {
    return;
  }
  const person = directory.find((p) => p.name.toLowerCase() === text.toLowerCase());
  if (person) {
    addToken(person.name);
    invitees.value = "";
  } else {
    message.textContent = `Nobody called "${text}" works here. Pick a colleague from the list.`;
    invitees.valueState = "Error";
  }
});

invitees.addEventListener("token-delete", (event) => {
  const { text } = event.detail.token;
  event.detail.token.remove();
  showSummary(`Removed ${text}.`);
});
