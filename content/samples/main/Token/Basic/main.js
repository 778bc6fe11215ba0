import "@ui5/webcomponents/dist/MultiInput.js";
import "@ui5/webcomponents/dist/Token.js";
import "@ui5/webcomponents/dist/Label.js";

const attendees = document.getElementById("attendees");
const output = document.getElementById("output");

// A token fires `select` when it is clicked or Space is pressed on it; the event bubbles.
attendees.addEventListener("select", (event) => {
  const token = event.target;
  if (token.localName === "ui5-token") {
    output.textContent = `"${token.text}" is now ${token.selected ? "selected" : "not selected"}.`;
  }
});

attendees.addEventListener("token-delete", (event) => {
  const { token } = event.detail;
  token.remove();
  output.textContent = `Removed "${token.text}".`;
});

attendees.addEventListener("change", () => {
  const name = attendees.value.trim();
  if (name) {
    const token = document.createElement("ui5-token");
    token.slot = "tokens";
    token.text = name;
    attendees.appendChild(token);
    attendees.value = "";
    output.textContent = `Added "${name}".`;
  }
});
