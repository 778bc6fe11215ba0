import "@ui5/webcomponents-fiori/dist/UploadCollection.js";
import "@ui5/webcomponents-fiori/dist/UploadCollectionItem.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents/dist/Button.js";
import "@ui5/webcomponents/dist/Icon.js";
import "@ui5/webcomponents-icons/dist/upload.js";
import "@ui5/webcomponents-icons/dist/attachment-photo.js";
import "@ui5/webcomponents-icons/dist/attachment-video.js";
// Shown by the progress bar of a failed upload (it does not load this icon itself).
import "@ui5/webcomponents-icons/dist/status-negative.js";

const collection = document.getElementById("collection");
const output = document.getElementById("output");
const timers = new Map();

// Simulates a server upload: the progress grows until the file is complete.
function startUpload(item) {
  item.uploadState = "Uploading";
  timers.set(item, setInterval(() => {
    item.progress = Math.min(item.progress + 5, 100);
    if (item.progress === 100) {
      stopTimer(item);
      item.uploadState = "Complete";
      output.textContent = `"${item.fileName}" uploaded.`;
    }
  }, 250));
}

function stopTimer(item) {
  clearInterval(timers.get(item));
  timers.delete(item);
}

// The file that is already uploading when the sample opens.
startUpload(collection.querySelector("[upload-state=Uploading]"));

document.getElementById("upload").addEventListener("click", () => {
  const items = [...collection.querySelectorAll("ui5-upload-collection-item")];
  const ready = items.filter((item) => item.uploadState === "Ready");
  ready.forEach(startUpload);
  output.textContent = ready.length ? `Uploading ${ready.length} file(s)...` : "No files are waiting.";
});

collection.addEventListener("terminate", (event) => {
  const item = event.target;
  stopTimer(item);
  item.uploadState = "Error";
  output.textContent = `Upload of "${item.fileName}" stopped at ${item.progress}%: retry it to start again.`;
});

collection.addEventListener("retry", (event) => {
  const item = event.target;
  item.querySelector(".problem")?.remove();
  item.progress = 0;
  startUpload(item);
  output.textContent = `Retrying "${item.fileName}"...`;
});

collection.addEventListener("item-delete", (event) => {
  const item = event.detail.item;
  stopTimer(item);
  item.remove();
  output.textContent = `"${item.fileName}" removed.`;
});
