import "@ui5/webcomponents/dist/Title.js";

// A truncated title can show its full text as a tooltip on hover.
const truncated = document.getElementById("truncated");
truncated.title = truncated.textContent;
