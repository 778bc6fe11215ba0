import "@ui5/webcomponents-fiori/dist/UploadCollection.js";
import "@ui5/webcomponents-fiori/dist/UploadCollectionItem.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents/dist/Icon.js";
import "@ui5/webcomponents-icons/dist/pdf-attachment.js";
import "@ui5/webcomponents-icons/dist/attachment-photo.js";
import "@ui5/webcomponents-icons/dist/excel-attachment.js";
import "@ui5/webcomponents-icons/dist/doc-attachment.js";

const collection = document.getElementById("collection");
const heading = document.getElementById("heading");
const output = document.getElementById("output");

collection.addEventListener("file-name-click", (event) => {
  output.textContent = `Opening "${event.target.fileName}"...`;
});

collection.addEventListener("rename", (event) => {
  output.textContent = `Renamed to "${event.target.fileName}".`;
});

collection.addEventListener("item-delete", (event) => {
  const item = event.detail.item;
  output.textContent = `"${item.fileName}" deleted.`;
  item.remove();
  const count = collection.querySelectorAll("ui5-upload-collection-item").length;
  heading.textContent = `Contract documents (${count})`;
});
