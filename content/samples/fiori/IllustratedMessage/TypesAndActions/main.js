import "@ui5/webcomponents-fiori/dist/IllustratedMessage.js";
import "@ui5/webcomponents-fiori/dist/illustrations/NoSearchResults.js";
import "@ui5/webcomponents-fiori/dist/illustrations/UnableToLoad.js";
import "@ui5/webcomponents-fiori/dist/illustrations/NoMail.js";
import "@ui5/webcomponents-fiori/dist/illustrations/PageNotFound.js";
import "@ui5/webcomponents-fiori/dist/illustrations/SuccessScreen.js";
import "@ui5/webcomponents/dist/Select.js";
import "@ui5/webcomponents/dist/Option.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents-icons/dist/clear-filter.js";
import "@ui5/webcomponents-icons/dist/refresh.js";
import "@ui5/webcomponents-icons/dist/email.js";
import "@ui5/webcomponents-icons/dist/home.js";

// The actions offered for each illustration: [text, design, icon].
const actions = {
  NoSearchResults: [["Clear filters", "Emphasized", "clear-filter"]],
  UnableToLoad: [["Try again", "Emphasized", "refresh"], ["Contact support", "Transparent", ""]],
  NoMail: [["Write a message", "Emphasized", "email"]],
  PageNotFound: [["Go to the home page", "Emphasized", "home"]],
  SuccessScreen: [["Next task", "Emphasized", ""], ["Back to the overview", "Default", ""]],
};

const message = document.getElementById("message");
const output = document.getElementById("output");

function show(name) {
  message.name = name;
  const container = document.createElement("div");
  container.className = "actions";
  for (const [text, design, icon] of actions[name]) {
    const button = document.createElement("ui5-button");
    button.textContent = text;
    button.design = design;
    button.icon = icon;
    button.addEventListener("click", () => {
      output.textContent = `You chose "${text}".`;
    });
    container.appendChild(button);
  }
  message.replaceChildren(container);
  output.textContent = "";
}

document.getElementById("type").addEventListener("change", (event) => {
  show(event.detail.selectedOption.value);
});

show("NoSearchResults");
