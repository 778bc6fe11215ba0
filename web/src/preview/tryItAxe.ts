// axe in the Try it preview: what it finds in the configured component, its shadow DOM
// and its popups included. Loaded with the preview's first check, never with the page:
// the packages bundle holds it in a chunk of its own (it weighs 550 KB).
import axe from "axe-core";
import type { AxeFinding } from "./tryItMessages";

/** The success criteria of WCAG 2.2 up to AA: what a component must meet. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** `["ui5-button", "button"]` (into a shadow root) as `ui5-button > button`. */
function selector(target: axe.CrossTreeSelector): string {
  return Array.isArray(target) ? target.join(" > ") : target;
}

/** The rules the preview's document breaks, each with the elements that break it. */
export async function accessibilityFindings(): Promise<AxeFinding[]> {
  const results = await axe.run(document, {
    runOnly: { type: "tag", values: TAGS },
    // The preview is one component, not a page: blocks to skip are the page's concern.
    rules: { bypass: { enabled: false } },
    resultTypes: ["violations"],
  });
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.map(selector).join(" > ")),
  }));
}
