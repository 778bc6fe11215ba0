import "@ui5/webcomponents-fiori/dist/UploadCollection.js";
import "@ui5/webcomponents-fiori/dist/UploadCollectionItem.js";
import "@ui5/webcomponents/dist/FileUploader.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents/dist/Icon.js";
import "@ui5/webcomponents-icons/dist/add.js";
import "@ui5/webcomponents-icons/dist/pdf-attachment.js";
import "@ui5/webcomponents-icons/dist/attachment-photo.js";

const collection = document.getElementById("collection");
const heading = document.getElementById("heading");
const output = document.getElementById("output");

const updateHeading = () => {
  heading.textContent = `Receipts (${collection.querySelectorAll("ui5-upload-collection-item").length})`;
};

const formatSize = (bytes) => (bytes < 1024 * 1024
  ? `${Math.max(1, Math.round(bytes / 1024))} KB`
  : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

function addFile(file) {
  const item = document.createElement("ui5-upload-collection-item");
  item.file = file;
  item.fileName = file.name;
  item.uploadState = "Uploading";
  item.hideTerminateButton = true;

  const icon = document.createElement("ui5-icon");
  icon.slot = "thumbnail";
  icon.name = file.type.startsWith("image/") ? "attachment-photo" : "pdf-attachment";
  item.append(icon, `${formatSize(file.size)} · amount still to be entered`);
  collection.append(item);

  // Stands in for the request that would send item.file to a server.
  const timer = setInterval(() => {
    item.progress += 10;
    if (item.progress >= 100) {
      clearInterval(timer);
      item.uploadState = "Complete";
    }
  }, 200);
}

document.getElementById("picker").addEventListener("change", (event) => {
  const files = [...event.detail.files];
  files.forEach(addFile);
  updateHeading();
  output.textContent = `${files.length} receipt(s) added: ${files.map((file) => file.name).join(", ")}.`;
});

collection.addEventListener("item-delete", (event) => {
  const item = event.detail.item;
  item.remove();
  updateHeading();
  output.textContent = `"${item.fileName}" deleted.`;
});
