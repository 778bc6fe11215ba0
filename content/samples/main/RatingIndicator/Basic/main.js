import "@ui5/webcomponents/dist/RatingIndicator.js";
import "@ui5/webcomponents/dist/Label.js";

const yours = document.getElementById("yours");
const comfort = document.getElementById("comfort");
const output = document.getElementById("output");

yours.addEventListener("change", () => {
  output.textContent = yours.value
    ? `You rated the boots ${yours.value} of ${yours.max} stars.`
    : "Rating cleared.";
});

comfort.addEventListener("change", () => {
  output.textContent = `Comfort: ${comfort.value} of ${comfort.max}.`;
});
