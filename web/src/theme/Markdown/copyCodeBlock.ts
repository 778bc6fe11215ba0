import { COPIED_FEEDBACK_MS } from "../../app/constants";
import { CLASS_NAMES } from "../../data/classNames";

const LABEL = "Copy code to clipboard";
const resets = new WeakMap<HTMLButtonElement, number>();

/**
 * Copies a code block's code when its copy button (part of the engine's markup) is
 * pressed, and confirms on the button for a moment, as the app's copy buttons do.
 */
export function copyCodeBlock(button: HTMLButtonElement): void {
  const code = button.closest(`.${CLASS_NAMES.codeBlock}`)?.querySelector("pre")?.textContent ?? "";
  navigator.clipboard.writeText(code).then(
    () => {
      setCopied(button, true);
      window.clearTimeout(resets.get(button));
      resets.set(
        button,
        window.setTimeout(() => setCopied(button, false), COPIED_FEEDBACK_MS),
      );
    },
    (error) => console.warn("Copying to the clipboard failed.", error),
  );
}

function setCopied(button: HTMLButtonElement, copied: boolean): void {
  button.classList.toggle("copied", copied);
  button.textContent = copied ? "Copied" : "Copy";
  button.setAttribute("aria-label", copied ? "Copied" : LABEL);
  button.title = copied ? "Copied" : LABEL;
}
