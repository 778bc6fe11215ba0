import "@ui5/webcomponents/dist/MultiInput.js";
import "@ui5/webcomponents/dist/Token.js";
import "@ui5/webcomponents/dist/Label.js";

const recipients = document.getElementById("recipients");
const message = document.getElementById("message");
const output = document.getElementById("output");
const pattern = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

function summary() {
  const count = recipients.querySelectorAll("ui5-token").length;
  return `${count} ${count === 1 ? "recipient" : "recipients"}.`;
}

recipients.addEventListener("change", () => {
  const entries = recipients.value.split(/[\s,;]+/).filter(Boolean);
  if (!entries.length) {
    return;
  }
  const known = [...recipients.querySelectorAll("ui5-token")].map((token) => token.text.toLowerCase());
  const invalid = [];
  entries.forEach((address) => {
    if (!pattern.test(address)) {
      invalid.push(address);
    } else if (!known.includes(address.toLowerCase())) {
      known.push(address.toLowerCase());
      const token = document.createElement("ui5-token");
      token.slot = "tokens";
      token.text = address;
      recipients.appendChild(token);
    }
  });
  recipients.value = invalid.join(", ");
  if (invalid.length) {
    message.textContent = `Not a valid address: ${invalid.join(", ")}. Please correct it.`;
    recipients.valueState = "Error";
    output.textContent = `${summary()} ${invalid.length} address(es) need fixing.`;
  } else {
    recipients.valueState = "None";
    output.textContent = summary();
  }
});

recipients.addEventListener("token-delete", (event) => {
  event.detail.token.remove();
  output.textContent = summary();
});
