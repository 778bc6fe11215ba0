import "@ui5/webcomponents-fiori/dist/DynamicSideContent.js";
import "@ui5/webcomponents/dist/Switch.js";
import "@ui5/webcomponents/dist/Label.js";
import "@ui5/webcomponents/dist/Title.js";
import "@ui5/webcomponents/dist/List.js";
import "@ui5/webcomponents/dist/StandardListItem.js";

const dsc = document.getElementById("dsc");
const output = document.getElementById("output");

document.getElementById("toggle").addEventListener("change", (event) => {
  dsc.hideSideContent = !event.target.checked;
  output.textContent = dsc.hideSideContent ? "Side content hidden." : "Side content shown.";
});

dsc.addEventListener("layout-change", (event) => {
  const { currentBreakpoint, previousBreakpoint, sideContentVisible } = event.detail;
  output.textContent = `layout-change: breakpoint ${previousBreakpoint || "(none)"} → ${currentBreakpoint}, side content ${sideContentVisible ? "visible" : "hidden"}.`;
});
