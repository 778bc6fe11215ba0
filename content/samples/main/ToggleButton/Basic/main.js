import "@ui5/webcomponents/dist/ToggleButton.js";
import "@ui5/webcomponents-icons/dist/add.js";
import "@ui5/webcomponents-icons/dist/accept.js";
import "@ui5/webcomponents-icons/dist/microphone.js";
import "@ui5/webcomponents-icons/dist/video.js";
import "@ui5/webcomponents-icons/dist/sound-off.js";
import "@ui5/webcomponents-icons/dist/favorite.js";

const output = document.getElementById("output");
const follow = document.getElementById("follow");

follow.addEventListener("click", () => {
  follow.textContent = follow.pressed ? "Following" : "Follow";
  follow.icon = follow.pressed ? "accept" : "add";
  output.textContent = follow.pressed ? "You follow the project." : "You no longer follow the project.";
});

document.querySelectorAll("ui5-toggle-button.call").forEach((button) => {
  button.addEventListener("click", () => {
    output.textContent = button.pressed ? button.dataset.on : button.dataset.off;
  });
});
