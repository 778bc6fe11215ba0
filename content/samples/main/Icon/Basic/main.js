import "@ui5/webcomponents/dist/Icon.js";
import "@ui5/webcomponents-icons/dist/sys-enter-2.js";
import "@ui5/webcomponents-icons/dist/alert.js";
import "@ui5/webcomponents-icons/dist/error.js";
import "@ui5/webcomponents-icons/dist/information.js";
import "@ui5/webcomponents-icons/dist/pending.js";
import "@ui5/webcomponents-icons/dist/home.js";
import "@ui5/webcomponents-icons/dist/favorite.js";
import "@ui5/webcomponents-icons/dist/unfavorite.js";

const favorite = document.getElementById("favorite");
const output = document.getElementById("output");

favorite.addEventListener("click", () => {
  const isFavorite = favorite.name === "unfavorite";
  favorite.name = isFavorite ? "favorite" : "unfavorite";
  favorite.accessibleName = isFavorite ? "Remove from favorites" : "Add to favorites";
  output.textContent = isFavorite ? "Added to your favorites." : "Removed from your favorites.";
});
