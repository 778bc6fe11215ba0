import "@ui5/webcomponents/dist/Input.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/SuggestionItem.js";
import "@ui5/webcomponents/dist/SuggestionGroupItem.js";
import "@ui5/webcomponents/dist/features/InputSuggestions.js";

const input = document.getElementById("destination");
const output = document.getElementById("output");

// The input shows every suggestion it holds, so the app narrows the list itself.
const allSuggestions = [...input.children];

input.addEventListener("input", () => {
  const query = input.value.trim().toLowerCase();
  const visible = [];
  let pendingGroup = null;
  allSuggestions.forEach((item) => {
    if (item.localName === "ui5-suggestion-group-item") {
      pendingGroup = item;
    } else if (item.text.toLowerCase().startsWith(query)) {
      if (pendingGroup) {
        visible.push(pendingGroup);
        pendingGroup = null;
      }
      visible.push(item);
    }
  });
  input.replaceChildren(...visible);
});

let picked = "";

input.addEventListener("suggestion-item-select", (event) => {
  picked = event.detail.item.text;
  output.textContent = `Suggestion selected: ${picked}.`;
});

input.addEventListener("change", () => {
  if (!input.value) {
    output.textContent = "Where would you like to go?";
    return;
  }
  const source = input.value === picked ? "picked from the suggestions" : "typed in";
  output.textContent = `Destination: ${input.value} (${source}).`;
});
