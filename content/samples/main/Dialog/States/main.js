import "@ui5/webcomponents/dist/Dialog.js";
import "@ui5/webcomponents/dist/Button.js";

const messages = {
  Error: ["Upload failed", "The file \"budget-2024.xlsx\" could not be uploaded. Check your connection and try again."],
  Warning: ["Storage almost full", "You have used 95% of your 10 GB storage. Delete files you no longer need."],
  Success: ["Upload complete", "All 12 files were uploaded to the folder \"Invoices\"."],
  Information: ["Planned maintenance", "The service will be unavailable on Saturday from 22:00 to 23:00."],
};

const dialog = document.getElementById("dialog");
const message = document.getElementById("message");
const output = document.getElementById("output");

document.querySelectorAll("ui5-button[data-state]").forEach((button) => {
  button.addEventListener("click", () => {
    const [title, text] = messages[button.dataset.state];
    dialog.state = button.dataset.state;
    dialog.headerText = title;
    message.textContent = text;
    dialog.show();
  });
});

document.getElementById("ok").addEventListener("click", () => dialog.close());

dialog.addEventListener("after-close", () => {
  output.textContent = `The "${dialog.state}" dialog was closed.`;
});
