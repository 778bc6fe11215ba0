import "@ui5/webcomponents/dist/FileUploader.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents-icons/dist/attachment.js";
import "@ui5/webcomponents-icons/dist/upload.js";

const MAX_BYTES = 5 * 1024 * 1024;
const receipt = document.getElementById("receipt");
const photos = document.getElementById("photos");
const output = document.getElementById("output");

function size(bytes) {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

receipt.addEventListener("change", (event) => {
  const [file] = event.detail.files;
  if (!file) {
    receipt.valueState = "None";
    output.textContent = "No receipt chosen.";
    return;
  }
  receipt.valueState = file.size > MAX_BYTES ? "Error" : "None";
  output.textContent = `Receipt: ${file.name} (${size(file.size)}).`;
});

photos.addEventListener("change", (event) => {
  const files = [...event.detail.files];
  output.textContent = files.length
    ? `${files.length} photo(s): ${files.map((f) => `${f.name} (${size(f.size)})`).join(", ")}.`
    : "No photos chosen.";
});
