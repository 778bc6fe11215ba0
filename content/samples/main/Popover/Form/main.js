import "@ui5/webcomponents/dist/Popover.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/Input.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/Select.js";
import "@ui5/webcomponents/dist/Option.js";
import "@ui5/webcomponents/dist/TextArea.js";
import "@ui5/webcomponents-icons/dist/share-2.js";

const popover = document.getElementById("popover");
const share = document.getElementById("share");
const email = document.getElementById("email");
const permission = document.getElementById("permission");
const output = document.getElementById("output");

share.addEventListener("click", () => popover.showAt(share));

document.getElementById("send").addEventListener("click", () => {
  if (!/^\S+@\S+\.\S+$/.test(email.value)) {
    email.valueState = "Error";
    email.focus();
    return;
  }
  email.valueState = "None";
  output.textContent = `Shared with ${email.value} (${permission.selectedOption.textContent.toLowerCase()}).`;
  popover.close();
});

document.getElementById("cancel").addEventListener("click", () => popover.close());
