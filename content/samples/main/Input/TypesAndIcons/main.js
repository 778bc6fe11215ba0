import "@ui5/webcomponents/dist/Input.js";
import "@ui5/webcomponents/dist/Icon.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents-icons/dist/show.js";
import "@ui5/webcomponents-icons/dist/hide.js";

const password = document.getElementById("password");
const toggle = document.getElementById("toggle-password");
const output = document.getElementById("output");

toggle.addEventListener("click", () => {
  const hidden = password.type === "Password";
  password.type = hidden ? "Text" : "Password";
  toggle.name = hidden ? "hide" : "show";
  toggle.accessibleName = hidden ? "Hide password" : "Show password";
});

document.querySelectorAll("ui5-input").forEach((input) => {
  input.addEventListener("change", () => {
    const label = document.querySelector(`ui5-label[for="${input.id}"]`).textContent;
    output.textContent = input.type === "Password" ? `${label} changed.` : `${label} changed to "${input.value}".`;
  });
});
