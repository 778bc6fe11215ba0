import "@ui5/webcomponents/dist/TextArea.js";
import "@ui5/webcomponents/dist/Label.js";

const review = document.getElementById("review");
const output = document.getElementById("output");

function words() {
  return review.value.trim().split(/\s+/).filter(Boolean).length;
}

review.addEventListener("input", () => {
  output.textContent = `${words()} words.`;
});

review.addEventListener("change", () => {
  output.textContent = `${words()} words. Draft saved.`;
});
