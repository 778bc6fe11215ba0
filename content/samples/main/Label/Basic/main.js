import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/Input.js";
