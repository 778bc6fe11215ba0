import "@ui5/webcomponents/dist/MessageStrip.js";
import "@ui5/webcomponents/dist/Icon.js";
import "@ui5/webcomponents-icons/dist/thumb-up.js";

document.querySelectorAll("ui5-message-strip").forEach((strip) => {
  strip.addEventListener("close", () => strip.remove());
});
