import "@ui5/webcomponents/dist/MessageStrip.js";
import "@ui5/webcomponents/dist/Link.js";
import "@ui5/webcomponents/dist/Input.js";
import "@ui5/webcomponents/dist/Label.js";

const strip = document.getElementById("strip");
const output = document.getElementById("output");

strip.addEventListener("close", () => {
  // The strip does not hide itself: the app decides what happens.
  strip.remove();
  output.textContent = "Message dismissed. It will show again at the next sign-in.";
});

document.getElementById("change").addEventListener("click", () => {
  output.textContent = "Opening the password settings...";
});
