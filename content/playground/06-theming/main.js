// The themes other than Morning Horizon, and the translations, are assets:
// importing them makes every theme available to setTheme.
import "@ui5/webcomponents/dist/Assets.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/Card.js";
import "@ui5/webcomponents/dist/CardHeader.js";
import "@ui5/webcomponents/dist/CheckBox.js";
import "@ui5/webcomponents/dist/Input.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/Option.js";
import "@ui5/webcomponents/dist/Select.js";
import { getTheme, setTheme } from "@ui5/webcomponents-base/dist/config/Theme.js";
import { attachThemeLoaded } from "@ui5/webcomponents-base/dist/theming/ThemeLoaded.js";

const select = document.getElementById("theme");
const compact = document.getElementById("compact");

function showTheme(theme) {
  for (const option of select.querySelectorAll("ui5-option")) {
    option.selected = option.value === theme;
  }
}

select.addEventListener("change", (event) => {
  setTheme(event.detail.selectedOption.value);
});

// Whoever changes the theme (this page or the site's settings), the select shows it.
attachThemeLoaded((theme) => {
  showTheme(theme);
  console.log(`Theme loaded: ${theme}`);
});
showTheme(getTheme());

// Compact density is a class on an ancestor of the components.
compact.checked = document.body.classList.contains("ui5-content-density-compact");
compact.addEventListener("change", () => {
  document.body.classList.toggle("ui5-content-density-compact", compact.checked);
});

document.getElementById("branded").addEventListener("change", (event) => {
  document.getElementById("card").classList.toggle("branded", event.target.checked);
});
