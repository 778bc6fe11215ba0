import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/Input.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents/dist/Toast.js";

const name = document.getElementById("name");
const toast = document.getElementById("toast");

document.getElementById("greet").addEventListener("click", () => {
  const who = name.value.trim() || "world";
  toast.textContent = `Hello, ${who}!`;
  toast.show();
  // What the code logs shows in the console under the preview.
  console.log(`Greeted ${who}.`);
});
