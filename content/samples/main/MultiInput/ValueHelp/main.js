import "@ui5/webcomponents/dist/MultiInput.js";
import "@ui5/webcomponents/dist/Token.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/Dialog.js";
import "@ui5/webcomponents/dist/List.js";
import "@ui5/webcomponents/dist/StandardListItem.js";
import "@ui5/webcomponents/dist/Button.js";

const field = document.getElementById("cost-centres");
const message = document.getElementById("message");
const dialog = document.getElementById("help");
const items = [...document.querySelectorAll("#list ui5-li")];
const output = document.getElementById("output");

const codes = () => [...field.querySelectorAll("ui5-token")].map((token) => token.text);

function setCodes(newCodes) {
  field.querySelectorAll("ui5-token").forEach((token) => token.remove());
  newCodes.forEach((code) => {
    const token = document.createElement("ui5-token");
    token.slot = "tokens";
    token.text = code;
    field.appendChild(token);
  });
  const count = newCodes.length;
  output.textContent = `Travel expenses are split across ${count} cost ${count === 1 ? "centre" : "centres"}.`;
}

field.addEventListener("value-help-trigger", () => {
  const current = codes();
  items.forEach((item) => { item.selected = current.includes(item.additionalText); });
  dialog.show();
});

document.getElementById("apply").addEventListener("click", () => {
  setCodes(items.filter((item) => item.selected).map((item) => item.additionalText));
  field.valueState = "None";
  dialog.close();
});

document.getElementById("cancel").addEventListener("click", () => dialog.close());

field.addEventListener("change", () => {
  const code = field.value.trim().toUpperCase();
  if (!code) {
    return;
  }
  if (items.some((item) => item.additionalText === code)) {
    field.valueState = "None";
    field.value = "";
    if (!codes().includes(code)) {
      setCodes([...codes(), code]);
    }
  } else {
    message.textContent = `There is no cost centre ${code}. Open the value help to see all of them.`;
    field.valueState = "Error";
  }
});

field.addEventListener("token-delete", (event) => {
  setCodes(codes().filter((code) => code !== event.detail.token.text));
});
