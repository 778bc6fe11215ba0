import "@ui5/webcomponents/dist/Link.js";

const output = document.getElementById("output");

document.querySelectorAll("ui5-link[data-target]").forEach((link) => {
  link.addEventListener("click", (event) => {
    const keys = event.detail.ctrlKey || event.detail.metaKey ? " in a new tab" : "";
    output.textContent = `Navigate to the "${link.dataset.target}" page${keys}.`;
  });
});

document.getElementById("forgot").addEventListener("click", () => {
  output.textContent = "Action: a password reset e-mail was sent.";
});
