import "@ui5/webcomponents-fiori/dist/MediaGallery.js";
import "@ui5/webcomponents-fiori/dist/MediaGalleryItem.js";

const output = document.getElementById("output");

document.getElementById("gallery").addEventListener("selection-change", (event) => {
  output.textContent = `Showing: ${event.detail.item.querySelector("img").alt}.`;
});
