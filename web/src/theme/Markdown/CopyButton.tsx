import { useEffect, useState } from "react";
import { COPIED_FEEDBACK_MS } from "../../app/constants";
import { CLASS_NAMES } from "../../data/classNames";

/** Copies text to the clipboard and confirms for a moment. */
export function CopyButton({ getText, label = "Copy code to clipboard", text = "Copy" }: { getText: () => string; label?: string; text?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className={`${CLASS_NAMES.copyButton}${copied ? " copied" : ""}`}
      aria-label={copied ? "Copied" : label}
      title={copied ? "Copied" : label}
      onClick={(event) => {
        // Handled: an article around it does not copy its code block again.
        event.preventDefault();
        navigator.clipboard.writeText(getText()).then(
          () => setCopied(true),
          (error) => console.warn("Copying to the clipboard failed.", error),
        );
      }}
    >
      {copied ? "Copied" : text}
    </button>
  );
}
