import type { ReactNode } from "react";
import "./Notice.css";

/**
 * A message in a bar the reader can dismiss: an error (announced at once) or
 * information (announced politely). Its children are the text and any actions.
 */
export function Notice({
  tone,
  className,
  onDismiss,
  children,
}: {
  tone: "info" | "error";
  className?: string;
  onDismiss: () => void;
  children: ReactNode;
}) {
  return (
    <div className={["notice", tone, className].filter(Boolean).join(" ")} role={tone === "error" ? "alert" : "status"}>
      {children}
      <button type="button" className="notice-close" aria-label="Dismiss the message" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
