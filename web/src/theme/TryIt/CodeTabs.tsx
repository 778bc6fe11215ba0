import { useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { CLASS_NAMES } from "../../data/classNames";
import { CopyButton } from "../Markdown/CopyButton";
import { highlighted, type CodeLanguage } from "./highlight";

const LANGUAGES: Record<string, CodeLanguage> = { "index.html": "html", "main.js": "javascript" };

/**
 * The files the controls make, one tab each (as the playground gets them), highlighted
 * as they change, with a copy button; long lines wrap.
 */
export function CodeTabs({ files }: { files: Record<string, string> }) {
  const names = Object.keys(files);
  const [chosen, setChosen] = useState(names[0]);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = files[chosen] === undefined ? names[0] : chosen;
  const code = files[shown];
  const parts = useMemo(() => highlighted(code, LANGUAGES[shown] ?? "html"), [code, shown]);

  // Arrow keys move between the tabs, as in any tab list.
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const by = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const to = by === undefined ? { Home: 0, End: names.length - 1 }[event.key] : (index + by + names.length) % names.length;
    if (to === undefined) return;
    event.preventDefault();
    setChosen(names[to]);
    tabs.current[to]?.focus();
  };

  return (
    <section className={`${CLASS_NAMES.codeBlock} try-it-code`} aria-label="Code">
      <div className={`${CLASS_NAMES.codeBlockHeader} try-it-code-header`}>
        <div role="tablist" aria-label="Files" className="try-it-tabs">
          {names.map((name, index) => (
            <button
              key={name}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-${index}`}
              className="try-it-tab"
              aria-selected={name === shown}
              aria-controls={`${id}-panel`}
              tabIndex={name === shown ? 0 : -1}
              onClick={() => setChosen(name)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {name}
            </button>
          ))}
        </div>
        <CopyButton getText={() => code} label={`Copy ${shown}`} />
      </div>
      <pre role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${names.indexOf(shown)}`} tabIndex={0}>
        <code>{parts}</code>
      </pre>
    </section>
  );
}
