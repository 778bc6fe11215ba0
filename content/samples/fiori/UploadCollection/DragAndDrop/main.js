import "@ui5/webcomponents-fiori/dist/UploadCollection.js";
import "@ui5/webcomponents-fiori/dist/UploadCollectionItem.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents/dist/Icon.js";
import "@ui5/webcomponents-icons/dist/attachment-photo.js";
import "@ui5/webcomponents-icons/dist/document.js";

const withOverlay = document.getElementById("with-overlay");
const ownHandling = document.getElementById("own-handling");
const output = document.getElementById("output");

function updateCount(collection) {
  collection.querySelector(".count").textContent = collection.querySelectorAll("ui5-upload-collection-item").length;
}

function addFiles(collection, fileList, how) {
  const files = [...fileList];
  files.forEach((file) => {
    const item = document.createElement("ui5-upload-collection-item");
    item.file = file;
    item.fileName = file.name;
    item.uploadState = "Complete";
    const icon = document.createElement("ui5-icon");
    icon.slot = "thumbnail";
    icon.name = file.type.startsWith("image/") ? "attachment-photo" : "document";
    item.append(icon, `${Math.max(1, Math.round(file.size / 1024))} KB`);
    collection.append(item);
  });
  updateCount(collection);
  output.textContent = `${how}: ${files.map((file) => file.name).join(", ")}`;
}

// Built-in overlay: the collection fires "drop" when files land on it.
withOverlay.addEventListener("drop", (event) => {
  event.preventDefault();
  addFiles(withOverlay, event.dataTransfer.files, "drop event");
});

// hide-drag-overlay: the app accepts the drag and shows its own feedback.
const draggingFiles = (event) => [...event.dataTransfer.types].includes("Files");

ownHandling.addEventListener("dragover", (event) => {
  if (draggingFiles(event)) {
    event.preventDefault();
    ownHandling.classList.add("drop-target");
  }
});
ownHandling.addEventListener("dragleave", (event) => {
  if (!ownHandling.contains(event.relatedTarget)) {
    ownHandling.classList.remove("drop-target");
  }
});
ownHandling.addEventListener("drop", (event) => {
  event.preventDefault();
  ownHandling.classList.remove("drop-target");
  addFiles(ownHandling, event.dataTransfer.files, "Own drop handler");
});

[withOverlay, ownHandling].forEach((collection) => {
  collection.addEventListener("item-delete", (event) => {
    event.detail.item.remove();
    updateCount(collection);
    output.textContent = `"${event.detail.item.fileName}" removed.`;
  });
});

// A file dropped elsewhere on the page must not be opened by the browser.
document.addEventListener("dragover", (event) => event.preventDefault());
document.addEventListener("drop", (event) => event.preventDefault());
