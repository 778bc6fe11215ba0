import "@ui5/webcomponents/dist/MessageStrip.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents-icons/dist/undo.js";

const messages = document.getElementById("messages");
const count = document.getElementById("count");
const restore = document.getElementById("restore");
const output = document.getElementById("output");
const dismissed = [];

const update = () => {
  const open = messages.children.length;
  count.textContent = open ? `${open} notification(s)` : "All caught up";
  restore.disabled = dismissed.length === 0;
};

// The close event bubbles, so one listener on the container handles every strip.
messages.addEventListener("close", (event) => {
  const strip = event.target;
  dismissed.push(strip);
  strip.remove();
  output.textContent = `Dismissed: "${strip.textContent.trim()}"`;
  update();
});

restore.addEventListener("click", () => {
  dismissed.splice(0).forEach((strip) => messages.append(strip));
  output.textContent = "All dismissed notifications restored.";
  update();
});

update();
