import "@ui5/webcomponents/dist/TextArea.js";
import "@ui5/webcomponents/dist/Label.js";

const bio = document.getElementById("bio");

// The counter is built in; the warning state is up to the app.
function checkLength() {
  bio.valueState = bio.value.length > bio.maxlength ? "Warning" : "None";
}

bio.addEventListener("input", checkLength);
// Read the initial state once the component is defined.
await customElements.whenDefined("ui5-textarea");
checkLength();
