import { useId } from "react";
import type { AxeFinding, TryItAxeMessage } from "../../preview/tryItMessages";

/** Where axe is: not started yet (the preview is loading, or the report was not shown yet), or as the preview last said. */
export type AxeState = { status: "waiting" } | TryItAxeMessage["tryItAxe"];

/** The elements listed for one finding; the rest are counted. */
const MAX_TARGETS = 5;

function summary(axe: AxeState, last: AxeFinding[] | undefined): string {
  switch (axe.status) {
    case "waiting":
      return "Checks the preview once this report is in view.";
    case "checking":
      return "Checking…";
    case "failed":
      return `axe could not check the preview: ${axe.error}`;
    case "done":
      if (!last || last.length === 0) return "No problems found.";
      return last.length === 1 ? "1 problem found:" : `${last.length} problems found:`;
  }
}

/**
 * What axe finds in the preview as it is configured (WCAG 2.2 A and AA), checked
 * again after each change: Storybook's accessibility panel, on the docs page. The last
 * findings stay listed while the next check runs.
 */
export function AccessibilityReport({ axe, findings }: { axe: AxeState; findings: AxeFinding[] | undefined }) {
  const id = useId();
  return (
    <section className="try-it-side try-it-accessibility" aria-labelledby={`${id}-title`}>
      <div className="try-it-side-header">
        <span id={`${id}-title`} className="try-it-side-title">
          Accessibility
        </span>
      </div>
      {/* Focusable: a keyboard reader can scroll a long report. */}
      <div className="try-it-side-body" tabIndex={0}>
        <p className="try-it-axe-summary" role="status">
          {summary(axe, findings)}
        </p>
        {findings && findings.length > 0 && (
          <ul className="try-it-findings">
            {findings.map((finding) => (
              <li key={finding.id}>
                <span className="try-it-finding-help">{finding.help}</span> <code>{finding.id}</code>
                {finding.impact && <span className={`try-it-impact try-it-impact-${finding.impact}`}>{finding.impact}</span>}
                <ul className="try-it-targets">
                  {finding.targets.slice(0, MAX_TARGETS).map((target, index) => (
                    <li key={index}>
                      <code>{target}</code>
                    </li>
                  ))}
                  {finding.targets.length > MAX_TARGETS && <li>{`and ${finding.targets.length - MAX_TARGETS} more`}</li>}
                </ul>
              </li>
            ))}
          </ul>
        )}
        <p className="try-it-note">axe checks the preview, its popups included, against WCAG 2.2 A and AA after each change.</p>
      </div>
    </section>
  );
}
