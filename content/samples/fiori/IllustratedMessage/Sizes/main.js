import "@ui5/webcomponents-fiori/dist/IllustratedMessage.js";
import "@ui5/webcomponents-fiori/dist/illustrations/NoSearchResults.js";
import "@ui5/webcomponents/dist/SegmentedButton.js";
import "@ui5/webcomponents/dist/SegmentedButtonItem.js";

const message = document.getElementById("message");

document.getElementById("sizes").addEventListener("selection-change", (event) => {
  message.size = event.detail.selectedItems[0].dataset.size;
});
