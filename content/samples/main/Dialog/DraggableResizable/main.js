import "@ui5/webcomponents/dist/Dialog.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/TextArea.js";
import "@ui5/webcomponents-icons/dist/notes.js";

const dialog = document.getElementById("dialog");
const notes = document.getElementById("notes");
const output = document.getElementById("output");

document.getElementById("open").addEventListener("click", () => dialog.show());
document.getElementById("close").addEventListener("click", () => dialog.close());

// Report the size while the user resizes the dialog.
new ResizeObserver(() => {
  if (dialog.open) {
    const { width, height } = dialog.getBoundingClientRect();
    output.textContent = `Dialog size: ${Math.round(width)} × ${Math.round(height)} px.`;
  }
}).observe(dialog);

dialog.addEventListener("after-close", () => {
  const lines = notes.value.split("\n").filter((line) => line.trim()).length;
  output.textContent = `Saved ${lines} line(s) of notes. The dialog opens again at its original size and position.`;
});
