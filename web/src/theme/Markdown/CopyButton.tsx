import { useEffect, useState } from "react";
import { COPIED_FEEDBACK_MS } from "../../app/constants";
import { CLASS_NAMES } from "../../data/classNames";

/**
 * Copies text to the clipboard and confirms for a moment. The text may still be on its
 * way (a page's Markdown, fetched on the click): the clipboard is then given a promise
 * of it, which browsers accept within the click's permission.
 */
export function CopyButton({
  getText,
  label = "Copy code to clipboard",
  text = "Copy",
  className,
}: {
  getText: () => string | Promise<string>;
  label?: string;
  text?: string;
  className?: string;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className={[CLASS_NAMES.copyButton, className, copied ? "copied" : ""].filter(Boolean).join(" ")}
      aria-label={copied ? "Copied" : label}
      title={copied ? "Copied" : label}
      onClick={(event) => {
        // Handled: an article around it does not copy its code block again.
        event.preventDefault();
        copyText(getText()).then(
          () => setCopied(true),
          (error) => console.warn("Copying to the clipboard failed.", error),
        );
      }}
    >
      {copied ? "Copied" : text}
    </button>
  );
}

function copyText(text: string | Promise<string>): Promise<void> {
  if (typeof text === "string") return navigator.clipboard.writeText(text);
  if (typeof ClipboardItem === "function") {
    const blob = text.then((value) => new Blob([value], { type: "text/plain" }));
    return navigator.clipboard.write([new ClipboardItem({ "text/plain": blob })]);
  }
  return text.then((value) => navigator.clipboard.writeText(value));
}
