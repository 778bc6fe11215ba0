import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import type { PlaygroundExample } from "../data/types";

type Props = {
  examples: PlaygroundExample[];
  onChoose: (example: PlaygroundExample) => void;
};

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/**
 * The Examples menu: a menu button. Enter, Space or the arrow keys open it; the
 * arrows, Home and End move; Enter or Space choose; Escape closes.
 */
export function ExamplesMenu({ examples, onChoose }: Props) {
  const [open, setOpen] = useState(false);
  const [focusLast, setFocusLast] = useState(false);
  // Roving focus: the item in focus is the menu's one stop in the tab order.
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const focusItem = useCallback((index: number) => {
    const all = menuItems(menu.current);
    const next = (index + all.length) % all.length;
    setActive(next);
    all[next]?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    focusItem(focusLast ? -1 : 0);
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open, focusLast, focusItem]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = menuItems(menu.current);
    const index = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: all.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]);
    } else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") {
      close(false);
    }
  };

  const openWith = (last: boolean) => {
    setFocusLast(last);
    setOpen(true);
  };

  return (
    <div className="playground-menu">
      <button
        ref={button}
        type="button"
        className="playground-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openWith(false))}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            openWith(event.key === "ArrowUp");
          }
        }}
      >
        Examples
        <span className="playground-caret" aria-hidden="true" />
      </button>
      {open && (
        <div ref={menu} id={menuId} className="playground-menu-popup" role="menu" aria-label="Examples" onKeyDown={onMenuKey}>
          {examples.map((example, index) => (
            <button
              key={example.id}
              type="button"
              role="menuitem"
              tabIndex={index === active ? 0 : -1}
              onFocus={() => setActive(index)}
              className="playground-menu-item"
              onClick={() => {
                close(true);
                onChoose(example);
              }}
            >
              <span className="playground-menu-title">{example.title}</span>
              {example.description && <span className="playground-menu-description">{example.description}</span>}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
