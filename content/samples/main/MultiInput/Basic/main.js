import "@ui5/webcomponents/dist/MultiInput.js";
import "@ui5/webcomponents/dist/Token.js";
import "@ui5/webcomponents/dist/Label.js";

const skills = document.getElementById("skills");
const output = document.getElementById("output");

function count() {
  return skills.querySelectorAll("ui5-token").length;
}

skills.addEventListener("change", () => {
  const text = skills.value.trim();
  if (!text) {
    return;
  }
  const exists = [...skills.querySelectorAll("ui5-token")].some((token) => token.text.toLowerCase() === text.toLowerCase());
  if (exists) {
    output.textContent = `"${text}" is already on your profile.`;
  } else {
    const token = document.createElement("ui5-token");
    token.slot = "tokens";
    token.text = text;
    skills.appendChild(token);
    output.textContent = `Added "${text}". ${count()} skills on your profile.`;
  }
  skills.value = "";
});

skills.addEventListener("token-delete", (event) => {
  const { text } = event.detail.token;
  event.detail.token.remove();
  output.textContent = `Removed "${text}". ${count()} skills on your profile.`;
});
