import "@ui5/webcomponents/dist/Input.js";
import "@ui5/webcomponents/dist/Label.js";

const email = document.getElementById("email");
const message = document.getElementById("email-message");
const output = document.getElementById("output");
const pattern = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

email.addEventListener("input", () => {
  if (pattern.test(email.value)) {
    email.valueState = "Success";
    message.textContent = "This address looks good.";
    output.textContent = `E-mail is valid: ${email.value}`;
  } else {
    email.valueState = "Error";
    message.textContent = "Enter a complete address, such as anna@example.com.";
    output.textContent = "E-mail is not complete yet.";
  }
});
