import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { TocEntry } from "../../data/types";
import { TOC_MAX_LEVEL, TOC_MIN_LEVEL } from "../../app/constants";
import { activeHeadingId } from "./activeHeading";
import "./TOC.css";

/** The line under the navbar where a heading counts as reached, in pixels. */
const ACTIVE_LINE = 60;

function useActiveHeading(entries: TocEntry[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(entries[0]?.id);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const headings = entries
        .map((entry) => document.getElementById(entry.id))
        .filter((element): element is HTMLElement => element !== null)
        .map((element) => ({ id: element.id, top: element.getBoundingClientRect().top }));
      setActive(activeHeadingId(headings, ACTIVE_LINE, window.innerHeight));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [entries]);
  return active;
}

function inRange(entries: TocEntry[]): TocEntry[] {
  return entries.filter((entry) => entry.level >= TOC_MIN_LEVEL && entry.level <= TOC_MAX_LEVEL);
}

function TocList({ entries, active, onNavigate }: { entries: TocEntry[]; active?: string; onNavigate?: () => void }) {
  return (
    <ul className="toc-list">
      {entries.map((entry) => (
        <li key={entry.id} className={`toc-item toc-level-${entry.level}`}>
          {/* Through the router, so the page scrolls there smoothly. */}
          <Link
            to={`#${encodeURIComponent(entry.id)}`}
            className={`toc-link${entry.id === active ? " active" : ""}`}
            aria-current={entry.id === active ? "location" : undefined}
            onClick={onNavigate}
          >
            {entry.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The page's sections beside the article, the current one highlighted. */
export function TOC({ entries }: { entries: TocEntry[] }) {
  const shown = inRange(entries);
  const active = useActiveHeading(shown);
  if (shown.length === 0) return null;
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <TocList entries={shown} active={active} />
    </nav>
  );
}

/** The table of contents on narrow screens: a collapsed list above the article. */
export function TOCCollapsible({ entries }: { entries: TocEntry[] }) {
  const [open, setOpen] = useState(false);
  const shown = inRange(entries);
  if (shown.length === 0) return null;
  return (
    <div className={`toc-collapsible${open ? " open" : ""}`}>
      <button type="button" className="toc-collapsible-button" aria-expanded={open} onClick={() => setOpen(!open)}>
        On this page
      </button>
      {open && (
        <nav aria-label="On this page">
          <TocList entries={shown} onNavigate={() => setOpen(false)} />
        </nav>
      )}
    </div>
  );
}
