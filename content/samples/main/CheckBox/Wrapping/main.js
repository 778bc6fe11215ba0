import "@ui5/webcomponents/dist/CheckBox.js";
